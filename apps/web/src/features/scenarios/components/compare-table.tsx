import type { IncomeTaxResult } from "@adviser-desk/finance";
import { Table, Text } from "@mantine/core";
import { HorizontalScroll } from "@/components/records/horizontal-scroll";
import { CURRENCY, CURRENCY_LOCALE } from "@/lib/constants";
import { formatMoney, formatRate } from "@/lib/money/format-money";
import { COMPARE_LINES, type ScenarioLine } from "../lib/scenario-lines";
import classes from "./compare-table.module.css";

export interface CompareColumn {
  id: string;
  name: string;
  tax: IncomeTaxResult;
}

const moneyDelta = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: "currency",
  currency: CURRENCY,
  signDisplay: "exceptZero",
});
const pointsDelta = new Intl.NumberFormat(CURRENCY_LOCALE, {
  maximumFractionDigits: 2,
  signDisplay: "exceptZero",
});

function shown(line: ScenarioLine, value: number): string {
  return line.format === "rate" ? formatRate(value) : formatMoney(value);
}

/** The difference to the first scenario: rands, or percentage points for a rate. */
function delta(line: ScenarioLine, value: number, first: number): string {
  const difference = value - first;
  if (line.format === "rate") {
    // Points of percentage, not a percentage of a percentage: 39% → 41% is "+2 pts".
    return `${pointsDelta.format(Math.round(difference * 10_000) / 100)} pts`;
  }
  return moneyDelta.format(Math.round(difference * 100) / 100);
}

/** Key lines of 1–4 scenarios side by side, each after the first with its difference to it. */
export function CompareTable({ columns }: { columns: readonly CompareColumn[] }) {
  const [first] = columns;
  if (!first) return null;
  const numeric = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;
  return (
    <HorizontalScroll
      minWidth={150 + columns.length * 140 + (columns.length - 1) * 130}
      label="Scenarios side by side"
    >
      <Table
        verticalSpacing={6}
        horizontalSpacing="sm"
        highlightOnHover
        aria-label="Scenarios side by side"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.sticky}>Line</Table.Th>
            {columns.map((column, index) => (
              <ColumnHeads
                key={column.id}
                column={column}
                withDelta={index > 0}
                firstName={first.name}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {COMPARE_LINES.map((line) => {
            const base = line.value(first.tax);
            return (
              <Table.Tr key={line.key} fw={line.total ? 650 : undefined}>
                <Table.Td className={classes.sticky}>
                  <Text size="sm" fw={line.total ? 650 : 400}>
                    {line.label}
                  </Text>
                </Table.Td>
                {columns.map((column, index) => {
                  const value = line.value(column.tax);
                  const cells = [
                    <Table.Td key="value" ta="right" style={numeric}>
                      {shown(line, value)}
                    </Table.Td>,
                  ];
                  if (index > 0) {
                    cells.push(
                      <Table.Td
                        key="delta"
                        ta="right"
                        style={numeric}
                        c={value === base ? "dimmed" : "navy.7"}
                        bg="navy.0"
                      >
                        {value === base ? "—" : delta(line, value, base)}
                      </Table.Td>,
                    );
                  }
                  return cells;
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}

function ColumnHeads({
  column,
  withDelta,
  firstName,
}: {
  column: CompareColumn;
  withDelta: boolean;
  firstName: string;
}) {
  return (
    <>
      <Table.Th ta="right" maw={220}>
        <Text size="sm" fw={650} c="navy.9" lineClamp={2}>
          {column.name}
        </Text>
      </Table.Th>
      {withDelta ? (
        <Table.Th ta="right" bg="navy.0">
          <Text size="xs" fw={600} c="navy.7">
            Difference
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            vs {firstName}
          </Text>
        </Table.Th>
      ) : null}
    </>
  );
}
