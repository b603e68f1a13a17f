import { formatMoneyWhole } from "@adviser-desk/format";
import "@/components/charts/chart-styles";
import { BarChart } from "@mantine/charts";

import type { BracketSlice } from "../lib/bracket-slices";

/** Loaded when scrolled near (recharts is large): income per bracket, the marginal one in teal. */
export function BracketChart({ slices }: { slices: readonly BracketSlice[] }) {
  const data = slices.map((slice) => ({
    bracket: slice.rate,
    Income: slice.marginal ? 0 : slice.income,
    "Marginal bracket": slice.marginal ? slice.income : 0,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="bracket"
      type="stacked"
      series={[
        { name: "Income", color: "navy.6" },
        { name: "Marginal bracket", color: "teal.6" },
      ]}
      valueFormatter={formatMoneyWhole}
      yAxisProps={{ width: 96 }}
      withLegend
      legendProps={{ verticalAlign: "bottom", height: 40 }}
      gridAxis="y"
      tickLine="y"
      maxBarWidth={64}
    />
  );
}
