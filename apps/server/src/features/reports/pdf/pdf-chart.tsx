/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReportChart } from "@adviser-desk/contracts";
import { G, Line, Path, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { ACCENT, MUTED, RULE, styles } from "./pdf-styles";

const WIDTH = 511;
const HEIGHT = 190;
const PAD = { left: 52, right: 8, top: 8, bottom: 26 };

/** Round axis steps: 1, 2 or 5 × a power of ten, about `count` of them. */
function niceTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/** Axis labels in rands: "R 0", "R 500k", "R 1.5m". */
export function axisRands(value: number): string {
  if (value >= 1_000_000) return `R ${Number((value / 1_000_000).toPrecision(3))}m`;
  if (value >= 1_000) return `R ${Number((value / 1_000).toPrecision(3))}k`;
  return `R ${value}`;
}

/** A line or bar chart drawn as vector graphics from the report's series. */
export function PdfChart({ chart }: { chart: ReportChart }) {
  const values = chart.series.flatMap((s) => s.values);
  const ticks = niceTicks(Math.max(0, ...values));
  const top = ticks.at(-1) ?? 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - (Math.max(0, v) / (top || 1)) * plotH;
  const n = chart.categories.length;
  const labelEvery = Math.max(1, Math.ceil(n / 12));
  const bar = chart.kind === "bar";
  const slot = plotW / Math.max(1, bar ? n : n - 1);
  const x = (i: number) => PAD.left + (bar ? slot * (i + 0.5) : slot * i);

  return (
    <View wrap={false}>
      <Svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
        {ticks.map((t) => (
          <G key={`tick-${t}`}>
            <Line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
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
              {axisRands(t)}
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
                  fill={i === chart.highlight ? ACCENT : "#8fa3c4"}
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
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          stroke={MUTED}
          strokeWidth={0.75}
        />
      </Svg>
      {bar ? null : (
        <View style={styles.legend}>
          {chart.series.map((s) => (
            <View key={`legend-${s.label}`} style={styles.legendItem}>
              <Svg width={16} height={6}>
                <Line
                  x1={0}
                  x2={16}
                  y1={3}
                  y2={3}
                  stroke={s.color}
                  strokeWidth={2}
                  {...(s.dashed ? { strokeDasharray: "3 2" } : {})}
                />
              </Svg>
              <Text>{s.label}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  );
}
