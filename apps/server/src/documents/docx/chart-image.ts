import type { ReportChart } from "@adviser-desk/contracts";
import { formatMoneyAxis } from "@adviser-desk/format";
import { niceTicks, OTHER_BAR } from "../chart-scale";
import type { LogoImage } from "../logo-image";

/*
 * A report chart as a PNG picture for the Word report: the same series, axis and legend (with a
 * colour key per series) as the PDF draws, as SVG rasterised at twice the size for print.
 */

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { left: 64, right: 12, top: 12, bottom: 64 };
const ACCENT = "#0c8599";
const MUTED = "#5c6670";
const RULE = "#dee2e6";

const xmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function legend(chart: ReportChart, y: number): string {
  const items =
    chart.kind === "line"
      ? chart.series.map((s) => ({ label: s.label, color: s.color, dashed: s.dashed, bar: false }))
      : [
          { label: chart.series[0]?.label ?? "", color: OTHER_BAR, dashed: false, bar: true },
          ...(chart.highlight !== null && chart.highlight >= 0
            ? [{ label: "Marginal bracket", color: ACCENT, dashed: false, bar: true }]
            : []),
        ];
  let x = PAD.left;
  return items
    .map((item) => {
      const key = item.bar
        ? `<rect x="${x}" y="${y - 8}" width="12" height="10" fill="${item.color}"/>`
        : `<line x1="${x}" x2="${x + 18}" y1="${y - 3}" y2="${y - 3}" stroke="${item.color}" stroke-width="2.5"${item.dashed ? ' stroke-dasharray="4 3"' : ""}/>`;
      const text = `<text x="${x + 24}" y="${y}" font-size="11" fill="#212529">${xmlText(item.label)}</text>`;
      x += 24 + item.label.length * 6.2 + 18;
      return key + text;
    })
    .join("");
}

export function chartSvg(chart: ReportChart): string {
  const values = chart.series.flatMap((s) => s.values);
  const ticks = niceTicks(Math.max(0, ...values));
  const top = ticks.at(-1) || 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - (Math.max(0, v) / top) * plotH;
  const n = chart.categories.length;
  const bar = chart.kind === "bar";
  const slot = plotW / Math.max(1, bar ? n : n - 1);
  const x = (i: number) => PAD.left + (bar ? slot * (i + 0.5) : slot * i);
  const every = Math.max(1, Math.ceil(n / 12));
  const grid = ticks
    .map(
      (t) =>
        `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(t)}" y2="${y(t)}" stroke="${RULE}"/>` +
        `<text x="${PAD.left - 6}" y="${y(t) + 4}" font-size="10" text-anchor="end" fill="${MUTED}">${xmlText(formatMoneyAxis(t))}</text>`,
    )
    .join("");
  const labels = chart.categories
    .map((c, i) =>
      i % every === 0
        ? `<text x="${x(i)}" y="${PAD.top + plotH + 14}" font-size="10" text-anchor="middle" fill="${MUTED}">${xmlText(c)}</text>`
        : "",
    )
    .join("");
  const marks = bar
    ? (chart.series[0]?.values ?? [])
        .map(
          (v, i) =>
            `<rect x="${x(i) - slot * 0.35}" y="${y(v)}" width="${slot * 0.7}" height="${PAD.top + plotH - y(v)}" fill="${i === chart.highlight ? ACCENT : OTHER_BAR}"/>`,
        )
        .join("")
    : chart.series
        .map(
          (s) =>
            `<path d="${s.values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(2)} ${y(v).toFixed(2)}`).join(" ")}" fill="none" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="5 4"' : ""}/>`,
        )
        .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, Inter, sans-serif"><rect width="100%" height="100%" fill="#ffffff"/>${grid}${marks}<text x="${PAD.left + plotW / 2}" y="${PAD.top + plotH + 30}" font-size="10" text-anchor="middle" fill="${MUTED}">${xmlText(chart.xLabel)}</text>${labels}${legend(chart, HEIGHT - 10)}</svg>`;
}

/** The chart as a PNG picture (twice the drawn size, so it prints sharply). */
export async function chartImage(chart: ReportChart): Promise<LogoImage> {
  // sharp (libvips) loads with the first Word report, as with the first logo: not at start-up.
  const { default: sharp } = await import("sharp");
  const bytes = await sharp(Buffer.from(chartSvg(chart)), { density: 144 })
    .png()
    .toBuffer();
  return { bytes, width: WIDTH, height: HEIGHT };
}
