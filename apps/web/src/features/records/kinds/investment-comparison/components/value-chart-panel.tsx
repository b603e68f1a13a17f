import type { InvestmentComparisonResult } from "@adviser-desk/finance";
import { Group, Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { optionCssColor } from "../lib/option-display";

// recharts is ~100 KB gzip: it loads after the screen's first paint, only when a chart is shown.
const ValueChart = lazy(() => import("./value-chart"));

function LineKey({ color, dashed }: { color: string; dashed?: boolean }) {
  return (
    <svg width="26" height="8" aria-hidden="true" style={{ flexShrink: 0 }}>
      <line
        x1="1"
        y1="4"
        x2="25"
        y2="4"
        stroke={color}
        strokeWidth="2.5"
        strokeDasharray={dashed ? "5 4" : undefined}
      />
    </svg>
  );
}

/**
 * The chart with a legend of its own: one entry per option (its colour), and once for all what
 * solid and dashed mean — six or eight "Option (nominal)" entries would not fit a phone.
 */
export function ValueChartPanel({ result }: { result: InvestmentComparisonResult }) {
  return (
    <Stack gap="xs">
      <Suspense
        fallback={<Skeleton h={320} radius="md" role="status" aria-label="Loading the chart" />}
      >
        <ValueChart result={result} />
      </Suspense>
      <Group gap="md" wrap="wrap" justify="center">
        {result.options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the comparison
          <Group key={index} gap={6} wrap="nowrap">
            <LineKey color={optionCssColor(index)} />
            <Text size="sm">{option.label}</Text>
          </Group>
        ))}
      </Group>
      <Group gap="md" wrap="wrap" justify="center">
        <Group gap={6} wrap="nowrap">
          <LineKey color="var(--mantine-color-gray-6)" />
          <Text size="xs" c="dimmed">
            nominal value
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <LineKey color="var(--mantine-color-gray-6)" dashed />
          <Text size="xs" c="dimmed">
            after tax, in today's money
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
