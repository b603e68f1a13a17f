import { applyRate, type Cents, type Rands, randsToCents } from "../core/money";
import type { TaxBracket, TaxYearTable } from "./table-schema";

/**
 * Index of the bracket that taxable income falls in. A bracket covers income above `from` up to
 * and including `to` (SARS: "237 101 – 370 500"); income of 0 or less is in the first bracket.
 */
export function bracketIndexFor(brackets: readonly TaxBracket[], taxableIncome: Cents): number {
  for (let index = brackets.length - 1; index > 0; index -= 1) {
    const bracket = brackets[index];
    if (bracket !== undefined && taxableIncome > randsToCents(bracket.from)) return index;
  }
  return 0;
}

/** Normal tax before rebates: base + rate × (taxable income − lower bound), to the cent. */
export function taxBeforeRebates(table: TaxYearTable, taxableIncome: Cents): Cents {
  if (taxableIncome <= 0) return 0;
  const bracket = table.brackets[bracketIndexFor(table.brackets, taxableIncome)];
  if (bracket === undefined) return 0; // unreachable: a valid table has at least one bracket
  const above = taxableIncome - randsToCents(bracket.from);
  return randsToCents(bracket.base) + applyRate(above, bracket.rate);
}

/**
 * The exact taxable income (rands, unrounded) at which tax before rebates first reaches `rebates`,
 * i.e. the tax threshold for that rebate total. Inverts the bracket formula band by band (a base
 * rounded up to the rand can leave a gap of cents between bands: then the band's lower bound is the
 * answer). Returns null only when no band reaches the amount.
 */
export function incomeWhereTaxEquals(
  brackets: readonly TaxBracket[],
  rebates: Rands,
): Rands | null {
  if (rebates <= 0) return 0;
  for (const bracket of brackets) {
    const top =
      bracket.to === null
        ? Number.POSITIVE_INFINITY
        : bracket.base + bracket.rate * (bracket.to - bracket.from);
    if (rebates <= top) {
      return bracket.rate > 0
        ? bracket.from + Math.max(0, rebates - bracket.base) / bracket.rate
        : bracket.from;
    }
  }
  return null;
}
