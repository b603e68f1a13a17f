/*
 * Numbers other than money, all en-ZA like the currency (spec §9): percentages and other decimals
 * with the decimal comma ("10,25 %", "204,8"); whole numbers with no decimals and the same
 * no-break space between digit groups as money ("12 000"). Spec §9's "whole numbers en-US" would
 * print "12,000", which beside a decimal comma reads as twelve: ADR 035.
 */
const decimal = (digits: number) =>
  new Intl.NumberFormat("en-ZA", { maximumFractionDigits: digits, useGrouping: true });
const decimals = [0, 1, 2, 3, 4].map(decimal);
const whole = decimal(0);

function decimalFormat(maxDigits: number): Intl.NumberFormat {
  return decimals[maxDigits] ?? decimal(maxDigits);
}

/** A decimal with the decimal comma: 204.8 → "204,8", 1234.5 → "1 234,5"; -0 prints "0". */
export function formatDecimal(value: number, maxDigits = 2): string {
  const text = decimalFormat(maxDigits).format(value);
  return text === "-0" ? "0" : text;
}

/** A percentage given in percent: 10.25 → "10,25 %" (a no-break space before the sign). */
export function formatPercent(percent: number, maxDigits = 2): string {
  return `${formatDecimal(percent, maxDigits)}\u00a0%`;
}

/**
 * A fraction as a percentage and back (0.18 ↔ 18), without binary noise (0.08 × 100 is
 * 8.000000000000002): 1e6 as the scale keeps percentages to four decimals exact both ways.
 */
export const fractionToPercent = (fraction: number) => Math.round(fraction * 1_000_000) / 10_000;
export const percentToFraction = (percent: number) => Math.round(percent * 10_000) / 1_000_000;

/** A rate given as a fraction: 0.1025 → "10,25 %"; 0.275 → "27,5 %". */
export function formatRate(fraction: number, maxDigits = 2): string {
  // Through a string so 0.07 × 100 does not print as 7,000000000000001.
  return formatPercent(Number((fraction * 100).toPrecision(12)), maxDigits);
}

/** A whole number, grouped as money is: 12000 → "12 000" (a no-break space), 0.4 → "0". */
export function formatWhole(value: number): string {
  const text = whole.format(value);
  return text === "-0" ? "0" : text;
}

/** A distance: 12000 → "12 000 km". */
export function formatKilometres(km: number): string {
  return `${formatWhole(km)}\u00a0km`;
}

/** A cost per kilometre in cents: 204.8 → "204,8 c/km". */
export function formatCentsPerKm(cents: number): string {
  return `${formatDecimal(cents, 1)}\u00a0c/km`;
}

const pointsChange = new Intl.NumberFormat("en-ZA", {
  maximumFractionDigits: 2,
  signDisplay: "exceptZero",
});

/** A difference between two rates (fractions) in percentage points: 0.02 → "+2 pts". */
export function formatPointsChange(fractionDifference: number): string {
  const points = Math.round(fractionDifference * 10_000) / 100;
  return `${pointsChange.format(points === 0 ? 0 : points)}\u00a0pts`;
}
