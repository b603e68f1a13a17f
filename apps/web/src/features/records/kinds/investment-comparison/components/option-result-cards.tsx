import type { InvestmentComparisonResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";

import { formatAnnualReturn, optionCssColor, optionKindLabel } from "../lib/option-display";

interface OptionResultCardsProps {
  result: InvestmentComparisonResult;
}

function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size={strong ? "md" : "sm"}
        fw={strong ? 700 : 500}
        c={strong ? "navy.9" : undefined}
        style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** Each option at the horizon: its values, return, rank and gap to the best. */
export function OptionResultCards({ result }: OptionResultCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: result.options.length }} spacing="sm">
      {result.options.map((option, index) => {
        const { summary } = option;
        const best = summary.rank === 1;
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the comparison
            key={index}
            component="section"
            withBorder
            radius="md"
            p="md"
            style={{
              borderTop: `4px solid ${optionCssColor(index)}`,
            }}
            aria-label={`Result of ${option.label}`}
          >
            <Stack gap={8}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Box miw={0}>
                  <Text fw={650} c="navy.9" lineClamp={2}>
                    {option.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {optionKindLabel(option)}
                  </Text>
                </Box>
                <Badge
                  variant={best ? "filled" : "light"}
                  color={best ? "teal" : "gray"}
                  leftSection={best ? <IconTrophy size={12} /> : undefined}
                  style={{ flexShrink: 0 }}
                >
                  {best ? "Best" : `Rank ${summary.rank}`}
                </Badge>
              </Group>
              <Figure label="In today's money" value={formatMoney(summary.finalRealValue)} strong />
              <Figure label="After tax" value={formatMoney(summary.finalAfterTaxValue)} />
              <Figure label="Nominal value" value={formatMoney(summary.finalValue)} />
              <Figure label="Money put in" value={formatMoney(summary.totalContributed)} />
              <Figure
                label="Annualised return"
                value={formatAnnualReturn(summary.annualisedReturnPercent)}
              />
              <Text size="xs" c={best ? "teal.8" : "red.8"} fw={500}>
                {best
                  ? `Best after ${result.horizonYears} years`
                  : `${formatMoney(Math.abs(summary.differenceFromBest))} less than the best`}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
