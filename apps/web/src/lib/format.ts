/** A fraction as the percentage a person types: 0.05 → "5", 0.075 → "7.5". */
export function fractionToPercentText(fraction: number): string {
  return String(Math.round(fraction * 1_000_000) / 10_000);
}
