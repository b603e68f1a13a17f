import { amortise, extraForMonth, type Ledger } from "../bond/amortise";
import { monthlyRate } from "../bond/annuity";
import { randsToCents, roundCents } from "../core/money";
import { traceLine } from "../core/trace";
import type { BondExtraOption } from "./option-schemas";
import { type ComparisonContext, emptyProjection, type Projection } from "./projection";

/**
 * Extra payments into an existing bond ("term" mode: the instalment stays, the bond ends
 * sooner). Value at a year end = plain bond balance − bond balance with extras + a pot. Once
 * the bond is paid off, what the investor would still have paid (the plain instalment while the
 * plain bond runs, plus the extra) goes into the pot, which grows at the bond rate, tax-free.
 * The own money in is the extra (and lump sum) only: the instalment is paid in both cases.
 */
export function projectBondExtra(option: BondExtraOption, context: ComparisonContext): Projection {
  const projection = emptyProjection(context);
  const { flows } = projection;
  const balance = randsToCents(option.balance);
  const extraMonthly = randsToCents(option.extraMonthly);
  const lumpSum = randsToCents(option.lumpSum);
  const base = {
    loan: balance,
    termMonths: option.remainingTermMonths,
    annualRatePercent: option.bondRatePercent,
    rateChanges: [],
    monthlyFee: 0,
    extraAnnualIncreasePercent: option.extraEscalationPercent,
    reduce: "term" as const,
  };
  const plain: Ledger = amortise({ ...base, extraMonthly: 0, lumpSums: [] });
  const withExtra: Ledger = amortise({
    ...base,
    extraMonthly,
    lumpSums: lumpSum > 0 ? [{ month: 1, amount: lumpSum }] : [],
  });
  const rate = monthlyRate(option.bondRatePercent);

  let pot = 0;
  let contributed = 0;
  for (let month = 1; month <= context.months; month++) {
    const k = month - 1;
    const extra =
      extraForMonth(extraMonthly, option.extraEscalationPercent, month) +
      (month === 1 ? lumpSum : 0);
    const plainPaid = k < plain.payoffMonths ? (plain.instalment[k] ?? 0) : 0;
    const bondPaid =
      k < withExtra.payoffMonths ? (withExtra.instalment[k] ?? 0) + (withExtra.extra[k] ?? 0) : 0;
    pot += roundCents(pot * rate) + plainPaid + extra - bondPaid;
    contributed += extra;
    flows[month] = -extra;
    if (month % 12 === 0) {
      const plainBalance = k < plain.payoffMonths ? (plain.closing[k] ?? 0) : 0;
      const bondBalance = k < withExtra.payoffMonths ? (withExtra.closing[k] ?? 0) : 0;
      const i = month / 12 - 1;
      projection.contributed[i] = contributed;
      projection.value[i] = plainBalance - bondBalance + pot;
      projection.afterTax[i] = plainBalance - bondBalance + pot;
    }
  }

  const horizonMonths = context.months;
  const interestSaved = interestUpTo(plain, horizonMonths) - interestUpTo(withExtra, horizonMonths);
  projection.trace.push(
    traceLine("Extra payments (own money in)", contributed),
    traceLine(
      `Bond paid off after ${withExtra.payoffMonths} months instead of ${plain.payoffMonths}`,
      plain.totalInterest - withExtra.totalInterest,
      "interest saved over the life of the bond",
    ),
    traceLine("Interest saved within the horizon", interestSaved),
    traceLine("Pot of freed instalments and extras after payoff, at the bond rate", pot),
  );
  return projection;
}

function interestUpTo(ledger: Ledger, months: number): number {
  let total = 0;
  const end = Math.min(months, ledger.payoffMonths);
  for (let k = 0; k < end; k++) total += ledger.interest[k] ?? 0;
  return total;
}
