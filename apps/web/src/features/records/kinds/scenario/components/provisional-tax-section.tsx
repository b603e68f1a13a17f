import type { IncomeTaxResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { Alert, Button, NativeSelect, Stack, Switch, Table, Text } from "@mantine/core";
import { KnownAmountInput } from "@/components/fields/known-amount-input";
import { MoneyInput } from "@/components/inputs/money-input";
import { RecordSection } from "../../../components/record-section";
import { FieldGrid } from "./field-grid";
import { errorOf, type ScenarioInputs, useScenarioForm } from "./scenario-form-context";

type Plan = NonNullable<ScenarioInputs["provisional"]>;
type OptionalKey = "payeFirstPeriod" | "basicAmount" | "secondPeriodEstimate";

const FIELDS: { key: OptionalKey; label: string; description: string }[] = [
  {
    key: "payeFirstPeriod",
    label: "PAYE March–August",
    description: "Empty = half the year's PAYE",
  },
  {
    key: "basicAmount",
    label: "Basic amount",
    description:
      "Taxable income on the latest assessment (issued at least 14 days before the estimate), less lump sums and taxable capital gains. Empty = not known",
  },
  {
    key: "secondPeriodEstimate",
    label: "Taxable income estimated on the 2nd IRP6",
    description: "Empty = this scenario's taxable income",
  },
];

/** IRP6: whether the person must pay, the August and February payments, and the penalty test. */
export function ProvisionalTaxSection({
  tax,
  taxYear,
}: {
  tax: IncomeTaxResult | null;
  taxYear: number;
}) {
  const form = useScenarioForm();
  const plan = form.inputs.provisional;
  const setPlan = (next: Plan | undefined) => form.set({ provisional: next });
  const setOptional = <K extends keyof Plan>(key: K, value: Plan[K] | undefined) => {
    const next: Plan = { ...plan };
    if (value === undefined) delete next[key];
    else next[key] = value;
    setPlan(next);
  };
  const result = tax?.provisionalTax ?? null;
  const paidKnown = form.inputs.provisionalTaxPaid !== undefined;
  const planned = result
    ? (result.firstPaymentMade ?? result.firstPayment) + result.secondPayment
    : 0;
  return (
    <RecordSection
      title="Provisional tax (IRP6)"
      description="Whether the person is a provisional taxpayer, and the payments due at the end of August and February, worked out from this scenario."
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
                onChange={(value) => setOptional(field.key, value > 0 ? value : undefined)}
                error={errorOf(form, `provisional.${field.key}`)}
              />
            ))}
            <NativeSelect
              label="Tax year of that assessment"
              description="An estimate more than 18 months after that year's end raises the basic amount by 8 % a year (para 19(1)(d))"
              value={String(plan.basicAmountYear ?? "")}
              onChange={(event) => {
                const year = Number(event.currentTarget.value);
                setOptional("basicAmountYear", year > 0 ? year : undefined);
              }}
              data={[
                { value: "", label: `Not given (taken as ${taxYear - 1})` },
                ...[1, 2, 3, 4, 5].map((back) => ({
                  value: String(taxYear - back),
                  label: String(taxYear - back),
                })),
              ]}
              error={errorOf(form, "provisional.basicAmountYear")}
            />
            <MoneyInput
              label="Foreign tax credits"
              description="s6quat"
              value={plan.foreignTaxCredits ?? 0}
              onChange={(value) => setOptional("foreignTaxCredits", value)}
              error={errorOf(form, "provisional.foreignTaxCredits")}
            />
            <KnownAmountInput
              label="First payment made (August)"
              description="The second payment deducts what was actually paid. R 0 = nothing was paid."
              value={plan.firstPaymentMade}
              onChange={(value) => setOptional("firstPaymentMade", value)}
              error={errorOf(form, "provisional.firstPaymentMade")}
            />
            <Switch
              label="SARS has notified the person that they are a provisional taxpayer"
              checked={plan.notifiedBySars ?? false}
              onChange={(event) => setOptional("notifiedBySars", event.currentTarget.checked)}
            />
          </FieldGrid>
        ) : null}
        {result ? (
          <>
            {/* Results saved before the status was worked out have none: they had payments. */}
            {result.status ? (
              <Alert
                color={result.status.provisional ? "navy" : "teal"}
                variant="light"
                title={
                  result.status.provisional
                    ? "A provisional taxpayer"
                    : "Not a provisional taxpayer"
                }
              >
                <Text size="sm">{result.status.reason}</Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {result.status.rule}
                </Text>
              </Alert>
            ) : null}
            {(result.status?.provisional ?? true) ? (
              <ProvisionalPayments
                tax={result}
                paidKnown={paidKnown}
                onCarryIn={() => form.set({ provisionalTaxPaid: planned })}
              />
            ) : null}
          </>
        ) : null}
      </Stack>
    </RecordSection>
  );
}

function ProvisionalPayments({
  tax,
  paidKnown,
  onCarryIn,
}: {
  tax: NonNullable<IncomeTaxResult["provisionalTax"]>;
  paidKnown: boolean;
  onCarryIn: () => void;
}) {
  const penalty = tax.penaltyTest;
  // Results saved before the two balances were worked out have neither.
  const bothBalances = !paidKnown && typeof tax.balanceIfPaidAsPlanned === "number";
  return (
    <>
      <Table withTableBorder verticalSpacing={6} aria-label="Provisional tax payments">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>First payment (end of August)</Table.Td>
            <Table.Td ta="right">{formatMoney(tax.firstPayment)}</Table.Td>
          </Table.Tr>
          {tax.firstPaymentMade !== null ? (
            <Table.Tr>
              <Table.Td>First payment made</Table.Td>
              <Table.Td ta="right">{formatMoney(tax.firstPaymentMade)}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Td>Second payment (end of February)</Table.Td>
            <Table.Td ta="right">{formatMoney(tax.secondPayment)}</Table.Td>
          </Table.Tr>
          {tax.basicAmount ? (
            <Table.Tr>
              <Table.Td>
                Basic amount
                {tax.basicAmount.upliftYears > 0
                  ? ` (+ 8 % × ${tax.basicAmount.upliftYears} years)`
                  : ""}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(tax.basicAmount.amount)}</Table.Td>
            </Table.Tr>
          ) : null}
          {bothBalances ? (
            <>
              <Table.Tr>
                <Table.Td>Balance on assessment if no provisional tax is paid</Table.Td>
                <Table.Td ta="right">{formatMoney(tax.balanceIfNonePaid)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Balance on assessment if paid as planned</Table.Td>
                <Table.Td ta="right">{formatMoney(tax.balanceIfPaidAsPlanned)}</Table.Td>
              </Table.Tr>
            </>
          ) : null}
        </Table.Tbody>
      </Table>
      {bothBalances ? (
        <Button
          variant="light"
          size="xs"
          onClick={onCarryIn}
          h="auto"
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: "normal" } }}
          style={{ alignSelf: "flex-start" }}
        >
          Count the planned payments as provisional tax paid
        </Button>
      ) : null}
      {penalty ? (
        <Alert
          color={penalty.underestimated ? "red" : "navy"}
          variant="light"
          title={`Underestimation penalty test${penalty.paidBasis === "as planned" ? " (if paid as planned)" : ""}`}
        >
          <Text size="sm">
            {penalty.penalty === null
              ? "Not tested: give the basic amount."
              : penalty.underestimated
                ? `Penalty ${formatMoney(penalty.penalty)} (SARS may remit it if the estimate was seriously calculated).`
                : "No penalty: the estimate passes the test."}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {penalty.working}
          </Text>
        </Alert>
      ) : null}
    </>
  );
}
