import { type Cents, type Percent, type Rate, roundCents } from "../core/money";

/**
 * Annuity arithmetic for a loan with a nominal annual rate compounded monthly, as South African
 * banks quote bonds: the monthly rate is the annual percentage / 12 / 100.
 */
export function monthlyRate(annualRatePercent: Percent): Rate {
  return annualRatePercent / 1200;
}

/** 1 − (1 + r)^−n, computed without losing digits when r is small. */
function discountComplement(rate: Rate, months: number): number {
  return -Math.expm1(-months * Math.log1p(rate));
}

/**
 * The level instalment that repays `principal` over `months` at `rate` a month:
 * P·r / (1 − (1 + r)^−n), or P / n at 0%, rounded to the cent (the one rounding rule).
 *
 * Floor: never less than the first month's interest + 1 cent. For a tiny loan over a long term
 * the rounded annuity can equal the month's interest (R1 000 at 17.51% over 579 months:
 * 14.5948 → 14.59 = interest), which would repay no capital until a balloon in the last month.
 * The floor changes nothing for ordinary loans.
 */
export function annuityInstalment(principal: Cents, rate: Rate, months: number): Cents {
  if (principal <= 0) return 0;
  const instalment = roundCents(levelPayment(principal, rate, months));
  const floor = roundCents(principal * rate) + 1;
  return months > 1 && instalment < floor ? floor : instalment;
}

/** P·r / (1 − (1 + r)^−n), or P / n at 0%, not rounded. */
export function levelPayment(principal: Cents, rate: Rate, months: number): number {
  return rate === 0 ? principal / months : (principal * rate) / discountComplement(rate, months);
}

/** The loan that a level instalment repays over `months`: A·(1 − (1 + r)^−n) / r (not rounded). */
export function presentValue(instalment: Cents, rate: Rate, months: number): number {
  if (rate === 0) return instalment * months;
  return (instalment * discountComplement(rate, months)) / rate;
}

/**
 * Months needed to repay `principal` with a level `instalment` (the "nper" formula,
 * −ln(1 − P·r/A) / ln(1 + r); P / A at 0%), as a real number. Infinity when the instalment does
 * not exceed a month's interest.
 */
export function monthsToRepay(principal: Cents, rate: Rate, instalment: Cents): number {
  if (instalment <= 0) return Number.POSITIVE_INFINITY;
  if (rate === 0) return principal / instalment;
  const ratio = (principal * rate) / instalment;
  if (ratio >= 1) return Number.POSITIVE_INFINITY;
  return -Math.log1p(-ratio) / Math.log1p(rate);
}
