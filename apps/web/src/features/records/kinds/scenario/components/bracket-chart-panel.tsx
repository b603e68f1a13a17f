import type { TaxBracket } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { SimpleGrid, Skeleton, Table, Text } from "@mantine/core";
import { useInViewport } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { HorizontalScroll } from "../../../components/horizontal-scroll";
import { RecordSection } from "../../../components/record-section";

import { bracketSlices } from "../lib/bracket-slices";

const BracketChart = lazy(() =>
  import("./bracket-chart").then((m) => ({ default: m.BracketChart })),
);

interface BracketChartPanelProps {
  brackets: readonly TaxBracket[];
  taxableIncome: number;
}

/**
 * Taxable income across the year's brackets. The chart code loads only when the panel is near
 * the viewport; a table gives the same figures (and is what screen readers use).
 */
export function BracketChartPanel({ brackets, taxableIncome }: BracketChartPanelProps) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const slices = bracketSlices(brackets, taxableIncome);

  return (
    <RecordSection
      title="Income across the brackets"
      description={`Taxable income of ${formatMoney(taxableIncome)}, bracket by bracket.`}
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <div ref={ref} aria-hidden>
          {seen ? (
            <Suspense fallback={<Skeleton h={260} />}>
              <BracketChart slices={slices} />
            </Suspense>
          ) : (
            <Skeleton h={260} animate={false} />
          )}
        </div>
        <HorizontalScroll minWidth={360} label="Taxable income by bracket">
          <Table verticalSpacing={4} fz="sm" aria-label="Taxable income by bracket">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Bracket</Table.Th>
                <Table.Th ta="right">Income in it</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slices.map((slice) => (
                <Table.Tr key={slice.rate} fw={slice.marginal ? 650 : undefined}>
                  <Table.Td>
                    {slice.rate}
                    {slice.marginal ? (
                      <Text span size="xs" c="teal.8" ml={6}>
                        marginal
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{slice.range}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                    {formatMoney(slice.income)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </HorizontalScroll>
      </SimpleGrid>
    </RecordSection>
  );
}
