import "@/components/charts/chart-styles";
import type { ReportChart as ReportChartData } from "@adviser-desk/contracts";
import { formatMoneyAxis, formatMoneyWhole } from "@adviser-desk/format";
import { BarChart, LineChart } from "@mantine/charts";

/** The report's chart with the record screens' chart library (lazy-loaded: recharts is large). */
export default function ReportChart({ chart }: { chart: ReportChartData }) {
  const data = chart.categories.map((category, i) => {
    const point: Record<string, string | number> = { x: category };
    chart.series.forEach((s, j) => {
      point[`s${j}`] = s.values[i] ?? 0;
    });
    return point;
  });
  const series = chart.series.map((s, j) => ({
    name: `s${j}`,
    label: s.label,
    color: s.color,
    ...(s.dashed ? { strokeDasharray: "6 4" } : {}),
  }));
  const common = {
    h: 260,
    data,
    dataKey: "x",
    series,
    xAxisLabel: chart.xLabel,
    yAxisProps: { width: 72, tickFormatter: formatMoneyAxis },
    valueFormatter: formatMoneyWhole,
  };
  if (chart.kind === "bar") {
    // The marginal bracket in the accent colour: two stacked series, one of them empty per bar.
    const values = chart.series[0]?.values ?? [];
    const bars = chart.categories.map((x, i) => ({
      x,
      other: i === chart.highlight ? 0 : (values[i] ?? 0),
      marginal: i === chart.highlight ? (values[i] ?? 0) : 0,
    }));
    return (
      <BarChart
        {...common}
        data={bars}
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: "bottom", height: 40 }}
        series={[
          { name: "other", label: chart.series[0]?.label ?? "", color: "navy.4" },
          { name: "marginal", label: "Marginal bracket", color: "teal.7" },
        ]}
      />
    );
  }
  return (
    <LineChart
      {...common}
      curveType="monotone"
      withDots={false}
      strokeWidth={2.25}
      withLegend
      legendProps={{ verticalAlign: "bottom", height: 48 }}
    />
  );
}
