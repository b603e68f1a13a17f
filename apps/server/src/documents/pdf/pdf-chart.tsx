/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReportChart } from "@adviser-desk/contracts";
import { formatMoneyAxis } from "@adviser-desk/format";
import { G, Line, Path, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { niceTicks, OTHER_BAR } from "../chart-scale";
import { ACCENT, MUTED, RULE, styles } from "./pdf-styles";

/** Bars other than the highlighted (marginal) one. */
const HEIGHT = 190;
const PAD = { left: 52, right: 8, top: 8, bottom: 26 };

/** The legend's keys: one per line, or the bars' two colours (other brackets, the marginal one). */
function legendOf(chart: ReportChart) {
  if (chart.kind === "line") return chart.series.map((s) => ({ ...s, bar: false }));
  const first = chart.series[0];
  return [
    ...(first ? [{ label: first.label, color: OTHER_BAR, dashed: false, bar: true }] : []),
    ...(chart.highlight !== null && chart.highlight >= 0
      ? [{ label: "Marginal bracket", color: ACCENT, dashed: false, bar: true }]
      : []),
  ];
}

/** A line or bar chart drawn as vector graphics from the report's series, as wide as the text. */
export function PdfChart({ chart, width }: { chart: ReportChart; width: number }) {
  const values = chart.series.flatMap((s) => s.values);
  const ticks = niceTicks(Math.max(0, ...values));
  const top = ticks.at(-1) ?? 1;
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - (Math.max(0, v) / (top || 1)) * plotH;
  const n = chart.categories.length;
  const labelEvery = Math.max(1, Math.ceil(n / 12));
  const bar = chart.kind === "bar";
  const slot = plotW / Math.max(1, bar ? n : n - 1);
  const x = (i: number) => PAD.left + (bar ? slot * (i + 0.5) : slot * i);

  return (
    <View wrap={false}>
      <Svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        {ticks.map((t) => (
          <G key={`tick-${t}`}>
            <Line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(t)}
              y2={y(t)}
              stroke={RULE}
              strokeWidth={0.5}
            />
            <Text
              x={PAD.left - 4}
              y={y(t) + 2.5}
              textAnchor="end"
              style={{ fontSize: 6.5, fill: MUTED, fontFamily: "Inter" }}
            >
              {formatMoneyAxis(t)}
            </Text>
          </G>
        ))}
        {chart.categories.map((c, i) =>
          i % labelEvery === 0 || i === n - 1 ? (
            <Text
              key={`x-${c}`}
              x={x(i)}
              y={HEIGHT - PAD.bottom + 10}
              textAnchor="middle"
              style={{ fontSize: 6.5, fill: MUTED, fontFamily: "Inter" }}
            >
              {c}
            </Text>
          ) : null,
        )}
        <Text
          x={PAD.left + plotW / 2}
          y={HEIGHT - 3}
          textAnchor="middle"
          style={{ fontSize: 7, fill: MUTED, fontFamily: "Inter" }}
        >
          {chart.xLabel}
        </Text>
        {bar
          ? chart.series.flatMap((s) =>
              s.values.map((v, i) => (
                <Rect
                  key={`bar-${s.label}-${chart.categories[i]}`}
                  x={x(i) - slot * 0.32}
                  y={y(v)}
                  width={slot * 0.64}
                  height={Math.max(0, PAD.top + plotH - y(v))}
                  fill={i === chart.highlight ? ACCENT : OTHER_BAR}
                />
              )),
            )
          : chart.series.map((s) => (
              <Path
                key={`line-${s.label}`}
                d={s.values
                  .map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(2)} ${y(v).toFixed(2)}`)
                  .join(" ")}
                stroke={s.color}
                strokeWidth={1.6}
                fill="none"
                {...(s.dashed ? { strokeDasharray: "4 3" } : {})}
              />
            ))}
        <Line
          x1={PAD.left}
          x2={width - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          stroke={MUTED}
          strokeWidth={0.75}
        />
      </Svg>
      <View style={styles.legend}>
        {legendOf(chart).map((item) => (
          <View key={`legend-${item.label}`} style={styles.legendItem}>
            <Svg width={16} height={8}>
              {item.bar ? (
                <Rect x={3} y={0} width={10} height={8} fill={item.color} />
              ) : (
                <Line
                  x1={0}
                  x2={16}
                  y1={4}
                  y2={4}
                  stroke={item.color}
                  strokeWidth={2}
                  {...(item.dashed ? { strokeDasharray: "3 2" } : {})}
                />
              )}
            </Svg>
            <Text>{item.label}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}
