/**
 * A fraction as a percentage and back (0.18 ↔ 18), without binary noise (0.08 × 100 is
 * 8.000000000000002): 1e6 as the scale keeps percentages to four decimals exact both ways.
 */
export const fractionToPercent = (fraction: number) => Math.round(fraction * 1_000_000) / 10_000;
export const percentToFraction = (percent: number) => Math.round(percent * 10_000) / 1_000_000;
