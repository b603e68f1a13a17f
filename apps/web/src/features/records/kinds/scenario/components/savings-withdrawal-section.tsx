import type { IncomeTaxResult } from "@adviser-desk/finance";
import { formatCentsInText, formatMoney } from "@adviser-desk/format";
import { Alert, Stack } from "@mantine/core";
import { KnownAmountInput } from "@/components/fields/known-amount-input";
import { RecordSection } from "../../../components/record-section";
import { FieldGrid } from "./field-grid";
import { MoneyField } from "./scenario-fields";
import { errorOf, useScenarioForm } from "./scenario-form-context";

/** Two-pot savings withdrawal: taxed at the marginal rate; what it costs and what arrives. */
export function SavingsWithdrawalSection({ tax }: { tax: IncomeTaxResult | null }) {
  const form = useScenarioForm();
  const withdrawal = tax?.savingsWithdrawal ?? null;
  return (
    <RecordSection
      title="Two-pot savings withdrawal"
      description={`From 01 September 2024: at least ${formatCentsInText(200_000)}, once per tax year, taxed at the marginal rate.`}
    >
      <Stack gap="sm">
        <FieldGrid>
          <MoneyField
            name="savingsWithdrawal"
            label="Savings withdrawal (gross)"
            description="0 = none this tax year"
          />
          <MoneyField
            name="savingsWithdrawalFee"
            label="Fund's administration fee"
            description="Deducted before tax"
          />
          <KnownAmountInput
            label="Tax the fund withheld (tax directive)"
            description="From the fund's statement or IRP5. Not known: taken as the tax the withdrawal adds. It is credited against the year's tax."
            knownLabel="Amount withheld"
            value={form.inputs.savingsWithdrawalTaxWithheld}
            onChange={(savingsWithdrawalTaxWithheld) => {
              const { savingsWithdrawalTaxWithheld: _old, ...rest } = form.inputs;
              form.replace(
                savingsWithdrawalTaxWithheld === undefined
                  ? rest
                  : { ...rest, savingsWithdrawalTaxWithheld },
              );
            }}
            error={errorOf(form, "savingsWithdrawalTaxWithheld")}
          />
        </FieldGrid>
        {withdrawal ? (
          <Alert color="navy" variant="light" title="What the withdrawal costs">
            This withdrawal costs {formatMoney(withdrawal.tax)} in tax; you receive{" "}
            {formatMoney(withdrawal.received)}. The fund withholds{" "}
            {formatMoney(tax?.savingsWithdrawalDirective?.withheld ?? withdrawal.tax)} under SARS's
            directive; it is credited against the year's tax.
          </Alert>
        ) : null}
      </Stack>
    </RecordSection>
  );
}
