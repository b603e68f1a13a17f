import type { TraceLine } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { Table, Text } from "@mantine/core";

import { HorizontalScroll } from "./horizontal-scroll";

interface TraceTableProps {
  trace: readonly TraceLine[];
  /** Accessible name of the table: "Working". */
  caption: string;
}

/**
 * The working as a readable paper: each line's label, amount and the rule applied (the law or
 * the convention), in order, exactly as the finance engine wrote it (`trace` of every result).
 */
export function TraceTable({ trace, caption }: TraceTableProps) {
  return (
    <HorizontalScroll minWidth={520} label={caption}>
      <Table verticalSpacing={6} horizontalSpacing="sm" striped="even" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Step</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Rule</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trace.map((line, index) => (
            // The trace is an ordered list of steps; labels may repeat.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={index}>
              <Table.Td>
                <Text size="sm">{line.label}</Text>
              </Table.Td>
              <Table.Td
                ta="right"
                style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
              >
                <Text size="sm" fw={500}>
                  {formatMoney(line.amount)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {line.rule ?? ""}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}
