import { comparedLines, type ScenarioLine } from "@adviser-desk/contracts/scenario-lines";
import type { IncomeTaxResult } from "@adviser-desk/finance";
import {
  formatMoney,
  formatMoneyChange,
  formatPointsChange,
  formatRate,
} from "@adviser-desk/format";
import { Table, Text } from "@mantine/core";
import { HorizontalScroll } from "../../../components/horizontal-scroll";
import classes from "./compare-table.module.css";

export interface CompareColumn {
  id: string;
  name: string;
  tax: IncomeTaxResult;
}

function shown(line: ScenarioLine, value: number): string {
  return line.format === "rate" ? formatRate(value) : formatMoney(value);
}

/** The difference to the first scenario: rands, or percentage points for a rate. */
function delta(line: ScenarioLine, value: number, first: number): string {
  const difference = value - first;
  // Points of percentage, not a percentage of a percentage: 39 % → 41 % is "+2 pts".
  return line.format === "rate" ? formatPointsChange(difference) : formatMoneyChange(difference);
}

/** Key lines of 1–4 scenarios side by side, each after the first with its difference to it. */
export function CompareTable({ columns }: { columns: readonly CompareColumn[] }) {
  const [first] = columns;
  if (!first) return null;
  // The one list of lines, chosen exactly as the comparison CSV chooses them (comparedLines):
  // lump sums, two-pot and provisional tax appear when any compared scenario has them.
  const shownLines = comparedLines(columns.map((column) => column.tax));
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
          {shownLines.map((line) => {
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
