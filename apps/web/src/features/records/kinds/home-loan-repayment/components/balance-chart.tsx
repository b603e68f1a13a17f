import { formatMoneyAxis, formatMoneyWhole } from "@adviser-desk/format";
import "@/components/charts/chart-styles";
import { LineChart } from "@mantine/charts";

import type { BalancePoint } from "../lib/compute-home-loan";

interface BalanceChartProps {
  data: BalancePoint[];
  withExtras: boolean;
}

/** Balance at each year end: the plain loan against the loan with extras (lazy-loaded). */
export default function BalanceChart({ data, withExtras }: BalanceChartProps) {
  return (
    <LineChart
      h={300}
      data={data}
      dataKey="year"
      curveType="monotone"
      withDots={false}
      strokeWidth={2.5}
      withLegend={withExtras}
      legendProps={{ verticalAlign: "bottom", height: 40 }}
      xAxisLabel="Loan year"
      xAxisProps={{ tickMargin: 6 }}
      yAxisProps={{ width: 64, tickFormatter: formatMoneyAxis }}
      valueFormatter={formatMoneyWhole}
      tooltipProps={{ labelFormatter: (year) => `After year ${year}` }}
      series={
        withExtras
          ? [
              { name: "plain", label: "Without extras", color: "gray.5", strokeDasharray: "6 4" },
              { name: "withExtras", label: "With extras", color: "teal.7" },
            ]
          : [{ name: "plain", label: "Balance", color: "navy.6" }]
      }
    />
  );
}
