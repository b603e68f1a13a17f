import type { InvestmentComparisonResult, InvestmentYearRow } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { SegmentedControl, Stack, Table } from "@mantine/core";
import { useState } from "react";
import { HorizontalScroll } from "@/components/records/horizontal-scroll";

type Measure = keyof Pick<
  InvestmentYearRow,
  "value" | "afterTaxExitValue" | "real" | "contributed"
>;

const MEASURES: { value: Measure; label: string }[] = [
  { value: "real", label: "Real" },
  { value: "afterTaxExitValue", label: "After tax" },
  { value: "value", label: "Nominal" },
  { value: "contributed", label: "Put in" },
];

const isMeasure = (value: string): value is Measure => MEASURES.some((m) => m.value === value);

interface YearByYearTableProps {
  result: InvestmentComparisonResult;
}

const num = {
  textAlign: "right",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
} as const;

/** Year by year, one column per option, for the measure chosen. */
export function YearByYearTable({ result }: YearByYearTableProps) {
  const [measure, setMeasure] = useState<Measure>("real");
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
            {Array.from({ length: result.horizonYears }, (_, i) => i).map((i) => (
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                {result.options.map((option, index) => {
                  const row = option.years[i];
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the comparison
                    <Table.Td key={index} style={num}>
                      {row ? formatMoney(row[measure]) : "—"}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </HorizontalScroll>
    </Stack>
  );
}
