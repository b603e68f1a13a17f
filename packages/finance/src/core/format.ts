import { type Cents, centsToRands } from "../core/money";
import type { TraceLine } from "../core/trace";

/** Whole cents → "R42 678" or "R1 234.56" (space-grouped as South African documents print). */
export function formatRands(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  const grouped = groupThousands(whole);
  return fraction === 0
    ? `${sign}R${grouped}`
    : `${sign}R${grouped}.${String(fraction).padStart(2, "0")}`;
}

/** 0.275 → "27.5%", 0.18 → "18%" (to 4 decimals of a percent, enough for any SARS rate). */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 1_000_000) / 10_000}%`;
}

/** 1234567 → "1 234 567" (a loop, not a regex: this runs for every trace label). */
function groupThousands(whole: number): string {
  let rest = whole;
  let groups = "";
  while (rest >= 1000) {
    groups = ` ${String(rest % 1000).padStart(3, "0")}${groups}`;
    rest = Math.floor(rest / 1000);
  }
  return `${rest}${groups}`;
}

/** A trace line from an amount in cents. */
export function line(label: string, cents: Cents, rule?: string): TraceLine {
  return rule === undefined
    ? { label, amount: centsToRands(cents) }
    : { label, amount: centsToRands(cents), rule };
}
