import { formatLongDate } from "@/lib/format";

const monthYear = new Intl.DateTimeFormat("en-ZA", { month: "short", year: "numeric" });

/**
 * An ISO calendar day ("2026-12-01") as "01 December 2026". Read at midday so no time zone can
 * move it to the day before.
 */
export function formatDay(isoDate: string): string {
  return formatLongDate(`${isoDate}T12:00:00`, isoDate);
}

/** "2026-12-01" → "Dec 2026", for table periods. */
export function formatMonthYear(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00`);
  return Number.isNaN(date.getTime()) ? isoDate : monthYear.format(date);
}

/** 11.75 → "11.75%". */
export function formatPercentValue(percent: number): string {
  return `${Number(percent.toPrecision(12))}%`;
}

/** Chart axis ticks: 1 500 000 → "R1.5m", 250 000 → "R250k", 900 → "R900". */
export function formatAxisRands(rands: number): string {
  const abs = Math.abs(rands);
  const sign = rands < 0 ? "-" : "";
  if (abs >= 1_000_000) return `${sign}R${Number((abs / 1_000_000).toFixed(1))}m`;
  if (abs >= 1_000) return `${sign}R${Number((abs / 1_000).toFixed(0))}k`;
  return `${sign}R${Math.round(abs)}`;
}
