import type { InvestmentOptionInput } from "@adviser-desk/finance";

/** The options with the one at `index` replaced. */
export function replaceOptionAt(
  options: readonly InvestmentOptionInput[],
  index: number,
  option: InvestmentOptionInput,
): InvestmentOptionInput[] {
  return options.map((current, i) => (i === index ? option : current));
}
