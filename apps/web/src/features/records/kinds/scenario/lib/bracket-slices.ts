import type { TaxBracket } from "@adviser-desk/finance";
import { formatMoneyWhole, formatRate } from "@adviser-desk/format";

export interface BracketSlice {
  /** "18 %" */
  rate: string;
  /** "R 0 – R 245 100" or "above R 1 878 600" */
  range: string;
  /** The part of taxable income that falls in this bracket (rands). */
  income: number;
  /** Taxable income ends in this bracket (its rate is the marginal rate). */
  marginal: boolean;
}

/**
 * How taxable income spreads across the year's brackets, for the chart: bracket by bracket, the
 * slice of income between its edges. Only the income is split — the tax itself is the finance
 * engine's. Brackets above the income are kept (empty) up to the next one, so the chart shows
 * where the next rate starts.
 */
export function bracketSlices(
  brackets: readonly TaxBracket[],
  taxableIncome: number,
): BracketSlice[] {
  const slices: BracketSlice[] = [];
  for (const bracket of brackets) {
    const top = bracket.to ?? Number.POSITIVE_INFINITY;
    const income = Math.max(0, Math.min(taxableIncome, top) - bracket.from);
    const reached = taxableIncome > bracket.from || (bracket.from === 0 && taxableIncome >= 0);
    slices.push({
      rate: formatRate(bracket.rate),
      range:
        bracket.to === null
          ? `above ${formatMoneyWhole(bracket.from)}`
          : `${formatMoneyWhole(bracket.from)} – ${formatMoneyWhole(bracket.to)}`,
      income,
      marginal: reached && taxableIncome <= top && taxableIncome > 0,
    });
    if (!reached) break;
  }
  return slices;
}
