import type { TransferCostsResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { EstimateBadge } from "@/components/estimate-badge";
import { ResultSourceBadge } from "../../../components/result-source-badge";

import type { ResultSource } from "../../../engine/shown-result";

interface CostSummaryProps {
  result: TransferCostsResult;
  source: ResultSource;
  stale: boolean;
  vatSale: boolean;
}

/** Transfer duty and the cash the buyer needs, at a glance. */
export function CostSummary({ result, source, stale, vatSale }: CostSummaryProps) {
  const dutyEstimate = result.estimates.find((estimate) => estimate.line === "transferDuty");
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="lg"
      component="section"
      aria-label="Result"
    >
      <Stack gap="md" style={{ opacity: stale ? 0.55 : 1 }}>
        <Group justify="space-between">
          <Title order={2} fz="lg" c="navy.9">
            Result
          </Title>
          <ResultSourceBadge source={source} />
        </Group>
        <Stack gap={2}>
          <Group gap={8}>
            <Text size="sm" c="dimmed">
              Transfer duty (SARS)
            </Text>
            {dutyEstimate ? <EstimateBadge reason={dutyEstimate.reason} /> : null}
          </Group>
          <Text
            fz={32}
            fw={700}
            c="navy.9"
            lh={1.2}
            style={{ fontVariantNumeric: "tabular-nums" }}
            data-testid="transfer-duty"
          >
            {formatMoney(result.transfer.transferDuty)}
          </Text>
          {vatSale ? (
            <Text size="sm" c="dimmed">
              No transfer duty: the sale is subject to VAT, included in the price.
            </Text>
          ) : null}
        </Stack>
        <Paper
          radius="md"
          p="sm"
          bg="navy.0"
          style={{ border: "1px solid var(--mantine-color-navy-1)" }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={650} c="navy.9">
                Cash needed
              </Text>
              <Text size="xs" c="dimmed">
                Deposit plus all costs: banks usually do not finance the costs
              </Text>
            </Stack>
            <Text
              fw={700}
              fz="lg"
              c="navy.9"
              style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
              data-testid="cash-needed"
            >
              {formatMoney(result.cashNeeded)}
            </Text>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Figure label="Deposit" value={result.deposit} />
          <Figure label="Transfer costs" value={result.transfer.total} />
          <Figure label="Bond costs" value={result.bond.total} />
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Total costs
          </Text>
          <Text size="sm" fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
            {formatMoney(result.totalCosts)}
          </Text>
        </Group>
        {result.warnings.map((warning) => (
          <Alert
            key={`${warning.code}-${warning.field}`}
            color="orange"
            icon={<IconAlertTriangle size={18} />}
          >
            {warning.message}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper radius="md" p="xs" bg="gray.0">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={650} c="navy.9" style={{ fontVariantNumeric: "tabular-nums" }}>
        {formatMoney(value)}
      </Text>
    </Paper>
  );
}
