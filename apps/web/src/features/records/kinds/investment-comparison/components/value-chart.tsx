import { formatMoneyAxis, formatMoneyWhole } from "@adviser-desk/format";
import "@/components/charts/chart-styles";
import type { InvestmentComparisonResult } from "@adviser-desk/finance";
import { LineChart, type LineChartSeries } from "@mantine/charts";

import { nominalKey, realKey, valueSeries } from "../lib/compute-comparison";

import { optionColor } from "../lib/option-display";

interface ValueChartProps {
  result: InvestmentComparisonResult;
}

/** Nominal (solid) and real (dashed) value of each option by year (lazy-loaded). */
export default function ValueChart({ result }: ValueChartProps) {
  const series: LineChartSeries[] = result.options.flatMap((option, index) => [
    { name: nominalKey(index), label: `${option.label} (nominal)`, color: optionColor(index) },
    {
      name: realKey(index),
      label: `${option.label} (real)`,
      color: optionColor(index),
      strokeDasharray: "5 4",
    },
  ]);
  return (
    <LineChart
      h={320}
      data={valueSeries(result)}
      dataKey="year"
      series={series}
      curveType="linear"
      withDots={false}
      strokeWidth={2.25}
      xAxisLabel="Year"
      yAxisProps={{ width: 64, tickFormatter: formatMoneyAxis }}
      valueFormatter={formatMoneyWhole}
      tooltipProps={{ labelFormatter: (year) => `Year ${year}` }}
    />
  );
}
