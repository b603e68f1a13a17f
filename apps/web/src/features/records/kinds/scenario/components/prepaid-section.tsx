import { RecordSection } from "@/components/records/record-section";
import { FieldGrid } from "./field-grid";
import { MoneyField } from "./scenario-fields";

/** Tax already paid in the year: it turns tax payable into a balance due or a refund. */
export function PrepaidSection() {
  return (
    <RecordSection title="Prepaid tax">
      <FieldGrid>
        <MoneyField name="payePaid" label="PAYE withheld" description="From the IRP5s" />
        <MoneyField name="provisionalTaxPaid" label="Provisional tax paid" />
      </FieldGrid>
    </RecordSection>
  );
}
