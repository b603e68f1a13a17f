import { formatMoney } from "@adviser-desk/format";
import { Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface AmountLine {
  label: ReactNode;
  /** Rands; a string is shown as is (a rate, "—"). */
  value: number | string;
  /** A total: bold, with a rule above. */
  total?: boolean;
  /** Shown after the label, e.g. an <EstimateBadge>. */
  badge?: ReactNode;
  /** Small text under the label. */
  hint?: ReactNode;
  color?: string;
}

/** Label … amount lines, amounts right-aligned in tabular figures, totals ruled off. */
export function AmountLines({ lines }: { lines: readonly AmountLine[] }) {
  return (
    <Stack gap={0} component="dl" m={0}>
      {lines.map((line, index) => (
        <Group
          // Lines are static per screen: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="md"
          py={6}
          style={
            line.total
              ? { borderTop: "1px solid var(--mantine-color-gray-3)", marginTop: 4, paddingTop: 8 }
              : undefined
          }
        >
          <Stack gap={0} component="dt" miw={0}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={line.total ? 650 : 400} c={line.total ? "navy.9" : undefined}>
                {line.label}
              </Text>
              {line.badge}
            </Group>
            {line.hint ? (
              <Text size="xs" c="dimmed">
                {line.hint}
              </Text>
            ) : null}
          </Stack>
          <Text
            component="dd"
            m={0}
            size="sm"
            fw={line.total ? 650 : 500}
            c={line.color ?? (line.total ? "navy.9" : undefined)}
            style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
          >
            {typeof line.value === "number" ? formatMoney(line.value) : line.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
