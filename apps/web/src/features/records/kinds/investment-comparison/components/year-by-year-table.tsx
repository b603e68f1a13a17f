import {
  type InvestmentComparisonResult,
  YEAR_GRID_MEASURES,
  type YearGridMeasure,
  yearGrid,
} from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { SegmentedControl, Stack, Table } from "@mantine/core";
import { useState } from "react";
import { HorizontalScroll } from "../../../components/horizontal-scroll";

const MEASURES = YEAR_GRID_MEASURES.map((m) => ({ value: m.key, label: m.label }));

const isMeasure = (value: string): value is YearGridMeasure =>
  MEASURES.some((m) => m.value === value);

interface YearByYearTableProps {
  result: InvestmentComparisonResult;
}

const num = {
  textAlign: "right",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
} as const;

/** Year by year, one column per option, for the measure chosen (the reports print each measure). */
export function YearByYearTable({ result }: YearByYearTableProps) {
  const [measure, setMeasure] = useState<YearGridMeasure>("real");
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        value={measure}
        onChange={(value) => isMeasure(value) && setMeasure(value)}
        data={MEASURES}
        aria-label="Values shown"
        style={{ alignSelf: "flex-start" }}
      />
      <HorizontalScroll minWidth={160 + result.options.length * 150} label="Year by year">
        <Table striped highlightOnHover verticalSpacing={5} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Year</Table.Th>
              {result.options.map((option, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the comparison
                <Table.Th key={index} style={num}>
                  {option.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {yearGrid(result, measure).map((row) => (
              <Table.Tr key={row.year}>
                <Table.Td>{row.year}</Table.Td>
                {row.values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the comparison
                  <Table.Td key={index} style={num}>
                    {value === null ? "—" : formatMoney(value)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </HorizontalScroll>
    </Stack>
  );
}
