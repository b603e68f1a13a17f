import { RecordSection } from "../../../components/record-section";
import { FieldGrid } from "./field-grid";
import { MoneyField } from "./scenario-fields";

/** Retirement fund contributions (s11F), donations (s18A) and other deductions. */
export function DeductionsSection() {
  return (
    <RecordSection title="Deductions">
      <FieldGrid>
        <MoneyField
          name="retirementContributions"
          label="Retirement fund contributions"
          description="Pension, provident and retirement annuity (s11F)"
        />
        <MoneyField
          name="retirementCarriedForward"
          label="Contributions carried forward"
          description="Disallowed in earlier years"
        />
        <MoneyField name="donations" label="Donations (s18A)" description="With s18A receipts" />
        <MoneyField name="donationsCarriedForward" label="Donations carried forward" />
        <MoneyField name="otherDeductions" label="Other deductions" />
      </FieldGrid>
    </RecordSection>
  );
}
