import { formatDecimalEditText, fractionToPercent } from "@adviser-desk/format";

/** A fraction as the percentage a person types: 0.05 → "5", 0.075 → "7,5" (decimal comma). */
export function fractionToPercentText(fraction: number): string {
  return formatDecimalEditText(fractionToPercent(fraction));
}
