import { KnownAmountInput } from "@/components/fields/known-amount-input";
import { RecordSection } from "../../../components/record-section";
import { FieldGrid } from "./field-grid";
import { MoneyField } from "./scenario-fields";
import { errorOf, useScenarioForm } from "./scenario-form-context";

/** Tax already paid in the year: it turns tax payable into a balance due or a refund. */
export function PrepaidSection() {
  const form = useScenarioForm();
  return (
    <RecordSection title="Prepaid tax">
      <FieldGrid>
        <MoneyField name="payePaid" label="PAYE withheld" description="From the IRP5s" />
        <KnownAmountInput
          label="Provisional tax paid"
          description="For the whole year. Not known: the balance is shown both without it and as if the IRP6 payments below are made."
          value={form.inputs.provisionalTaxPaid}
          onChange={(provisionalTaxPaid) => {
            const { provisionalTaxPaid: _old, ...rest } = form.inputs;
            form.replace(provisionalTaxPaid === undefined ? rest : { ...rest, provisionalTaxPaid });
          }}
          error={errorOf(form, "provisionalTaxPaid")}
        />
      </FieldGrid>
    </RecordSection>
  );
}
