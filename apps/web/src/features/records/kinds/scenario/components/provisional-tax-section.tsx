import type { IncomeTaxResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { Alert, Stack, Switch, Table, Text } from "@mantine/core";
import { MoneyInput } from "@/components/records/money-input";
import { RecordSection } from "@/components/records/record-section";
import { FieldGrid } from "./field-grid";
import { errorOf, type ScenarioInputs, useScenarioForm } from "./scenario-form-context";

type Plan = NonNullable<ScenarioInputs["provisional"]>;
type PlanKey = "payeFirstPeriod" | "foreignTaxCredits" | "basicAmount" | "secondPeriodEstimate";

const FIELDS: { key: PlanKey; label: string; description: string }[] = [
  {
    key: "payeFirstPeriod",
    label: "PAYE March–August",
    description: "0 or empty = half the year's PAYE",
  },
  { key: "foreignTaxCredits", label: "Foreign tax credits", description: "s6quat" },
  {
    key: "basicAmount",
    label: "Basic amount",
    description: "Taxable income on the latest assessment (0 = not known)",
  },
  {
    key: "secondPeriodEstimate",
    label: "Taxable income estimated on the 2nd IRP6",
    description: "0 = this scenario's taxable income",
  },
];

/** IRP6: the August and February payments from this scenario, and the penalty test. */
export function ProvisionalTaxSection({ tax }: { tax: IncomeTaxResult | null }) {
  const form = useScenarioForm();
  const plan = form.inputs.provisional;
  const setPlan = (next: Plan | undefined) => form.set({ provisional: next });
  const setField = (key: PlanKey, value: number) => {
    const next: Plan = { ...plan };
    if (value > 0 || key === "foreignTaxCredits") next[key] = value;
    else delete next[key];
    setPlan(next);
  };
  const result = tax?.provisionalTax ?? null;
  return (
    <RecordSection
      title="Provisional tax (IRP6)"
      description="Payments due at the end of August and February, worked out from this scenario."
    >
      <Stack gap="sm">
        <Switch
          label="Work out provisional tax for this year"
          checked={plan !== undefined}
          onChange={(event) => setPlan(event.currentTarget.checked ? {} : undefined)}
        />
        {plan !== undefined ? (
          <FieldGrid>
            {FIELDS.map((field) => (
              <MoneyInput
                key={field.key}
                label={field.label}
                description={field.description}
                value={plan[field.key] ?? 0}
                onChange={(value) => setField(field.key, value)}
                error={errorOf(form, `provisional.${field.key}`)}
              />
            ))}
          </FieldGrid>
        ) : null}
        {result ? (
          <>
            <Table withTableBorder verticalSpacing={6} aria-label="Provisional tax payments">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>First payment (end of August)</Table.Td>
                  <Table.Td ta="right">{formatMoney(result.firstPayment)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Second payment (end of February)</Table.Td>
                  <Table.Td ta="right">{formatMoney(result.secondPayment)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Alert
              color={result.penaltyTest.underestimated ? "red" : "navy"}
              variant="light"
              title="Underestimation penalty test"
            >
              <Text size="sm">
                {result.penaltyTest.penalty === null
                  ? "Not tested: give the basic amount."
                  : result.penaltyTest.underestimated
                    ? `Penalty ${formatMoney(result.penaltyTest.penalty)} (SARS may remit it if the estimate was seriously calculated).`
                    : "No penalty: the estimate passes the test."}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {result.penaltyTest.working}
              </Text>
            </Alert>
          </>
        ) : null}
      </Stack>
    </RecordSection>
  );
}
