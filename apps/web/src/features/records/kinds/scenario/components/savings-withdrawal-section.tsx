import type { IncomeTaxResult } from "@adviser-desk/finance";
import { formatCentsInText, formatMoney } from "@adviser-desk/format";
import { Alert, Stack } from "@mantine/core";
import { RecordSection } from "@/components/records/record-section";
import { FieldGrid } from "./field-grid";
import { MoneyField } from "./scenario-fields";

/** Two-pot savings withdrawal: taxed at the marginal rate; what it costs and what arrives. */
export function SavingsWithdrawalSection({ tax }: { tax: IncomeTaxResult | null }) {
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
        </FieldGrid>
        {withdrawal ? (
          <Alert color="navy" variant="light" title="What the withdrawal costs">
            This withdrawal costs {formatMoney(withdrawal.tax)} in tax; you receive{" "}
            {formatMoney(withdrawal.received)}.
          </Alert>
        ) : null}
      </Stack>
    </RecordSection>
  );
}
