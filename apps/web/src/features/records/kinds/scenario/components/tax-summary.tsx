import { SCENARIO_LINES } from "@adviser-desk/contracts/scenario-lines";
import type { IncomeTaxResult } from "@adviser-desk/finance";
import { formatMoney, formatRate } from "@adviser-desk/format";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { EstimateBadge } from "@/components/estimate-badge";
import { type AmountLine, AmountLines } from "../../../components/amount-lines";
import { ResultSourceBadge } from "../../../components/result-source-badge";
import type { ResultSource } from "../../../engine/shown-result";
import { type EstimateNote, estimateReasonFor } from "../lib/estimate-notes";

interface TaxSummaryProps {
  tax: IncomeTaxResult;
  source: ResultSource;
  notes: readonly EstimateNote[];
  /** The inputs cannot be computed: the figures are of the last inputs that could. */
  stale: boolean;
}

const balanceLabel = (balance: number) =>
  balance < 0
    ? "Refund due from SARS"
    : balance > 0
      ? "Still to pay SARS"
      : "Nothing due either way";
const balanceColor = (balance: number) =>
  balance < 0 ? "teal.8" : balance > 0 ? "red.8" : undefined;

function BalanceDue({
  balance,
  condition,
  testId = "balance-due",
}: {
  balance: number;
  condition?: string;
  testId?: string;
}) {
  const color = balance < 0 ? "teal" : balance > 0 ? "red" : "gray";
  return (
    <Paper
      radius="md"
      p="sm"
      bg={`var(--mantine-color-${color}-0)`}
      style={{ border: `1px solid var(--mantine-color-${color}-2)` }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} c={`${color}.9`}>
          {balanceLabel(balance)}
          {condition ? ` ${condition}` : ""}
        </Text>
        <Text
          fw={700}
          c={`${color}.9`}
          style={{ fontVariantNumeric: "tabular-nums" }}
          data-testid={testId}
        >
          {formatMoney(Math.abs(balance))}
        </Text>
      </Group>
    </Paper>
  );
}

/** The scenario's result at a glance: tax payable, balance due, rates and the key lines. */
export function TaxSummary({ tax, source, notes, stale }: TaxSummaryProps) {
  // The balance has its own wording below; the rates and per-month figure are shown above.
  const lines: AmountLine[] = SCENARIO_LINES.filter(
    (line) => !line.aside && line.key !== "balance" && (!line.optional || line.value(tax) !== 0),
  ).map((line) => {
    const reason = line.figures ? estimateReasonFor(notes, line.figures) : undefined;
    return {
      label: line.label,
      value: line.value(tax),
      total: line.total,
      badge: reason ? <EstimateBadge reason={reason} /> : undefined,
    };
  });
  // Provisional tax paid not known: the balance is "if none is paid", beside "if paid as planned".
  const provisional = tax.provisionalTax ?? null;
  const asPlanned = provisional?.penaltyTest?.paidBasis === "as planned" ? provisional : null;
  if (tax.prepaidTax !== 0 || asPlanned) {
    lines.push({
      label: `${balanceLabel(tax.balanceDue)}${asPlanned ? " if no provisional tax is paid" : ""}`,
      value: Math.abs(tax.balanceDue),
      total: true,
      color: balanceColor(tax.balanceDue),
    });
  }
  if (asPlanned) {
    lines.push({
      label: `${balanceLabel(asPlanned.balanceIfPaidAsPlanned)} if provisional tax is paid as planned`,
      value: Math.abs(asPlanned.balanceIfPaidAsPlanned),
      total: true,
      color: balanceColor(asPlanned.balanceIfPaidAsPlanned),
    });
  }
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="lg"
      aria-label="Result"
      component="section"
    >
      <Stack gap="md" style={{ opacity: stale ? 0.55 : 1 }}>
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg" c="navy.9">
            Result
          </Title>
          <ResultSourceBadge source={source} />
        </Group>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Tax payable for {tax.taxYear}
          </Text>
          <Text
            fz={32}
            fw={700}
            c="navy.9"
            lh={1.2}
            style={{ fontVariantNumeric: "tabular-nums" }}
            data-testid="tax-payable"
          >
            {formatMoney(tax.taxPayable)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatMoney(tax.monthlyTaxPayable)} a month
          </Text>
        </Stack>
        <BalanceDue
          balance={tax.balanceDue}
          condition={asPlanned ? "if no provisional tax is paid" : undefined}
        />
        {asPlanned ? (
          <BalanceDue
            balance={asPlanned.balanceIfPaidAsPlanned}
            condition="if provisional tax is paid as planned"
            testId="balance-due-as-planned"
          />
        ) : null}
        <SimpleGrid cols={2} spacing="sm">
          <Stat label="Marginal rate" value={formatRate(tax.marginalRate)} />
          <Stat label="Effective rate" value={formatRate(tax.effectiveRate)} />
        </SimpleGrid>
        <AmountLines lines={lines} />
      </Stack>
    </Paper>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper radius="md" p="xs" px="sm" bg="gray.0">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={650} c="navy.9" fz="lg">
        {value}
      </Text>
    </Paper>
  );
}
