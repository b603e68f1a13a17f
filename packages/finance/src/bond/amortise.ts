import { type Cents, type Percent, roundCents } from "../core/money";
import { annuityInstalment, monthlyRate } from "./annuity";

/** How extra payments act: "term" keeps the instalment (loan ends sooner); "instalment" lowers it. */
export type ExtraPaymentsReduce = "term" | "instalment";

/**
 * A validated loan in engine units (cents, month numbers 1…termMonths). Built once at the entry
 * of a calculator; the loop below never parses or allocates per row beyond its typed arrays.
 */
export interface AmortisePlan {
  loan: Cents;
  termMonths: number;
  annualRatePercent: Percent;
  /** Sorted by month, months 2…termMonths, at most one per month. */
  rateChanges: readonly { month: number; annualRatePercent: Percent }[];
  monthlyFee: Cents;
  extraMonthly: Cents;
  /** Yearly step-up of the monthly extra, in percent (loan year 2 pays extra × (1 + g)). */
  extraAnnualIncreasePercent: Percent;
  /** Summed per month, sorted by month, months 1…termMonths. */
  lumpSums: readonly { month: number; amount: Cents }[];
  reduce: ExtraPaymentsReduce;
}

/** A required instalment set at a rate change, for the trace. */
export interface Reamortisation {
  month: number;
  annualRatePercent: Percent;
  instalment: Cents;
  plainInstalment: Cents;
}

/** Month-by-month ledger in cents; index i is month i + 1, valid for i < payoffMonths. */
export interface Ledger {
  payoffMonths: number;
  opening: Float64Array;
  rate: Float64Array;
  interest: Float64Array;
  /** The required instalment actually paid (excl. fee and extras); the last is adjusted. */
  instalment: Float64Array;
  /** Monthly extra plus lump sum actually paid (capped so the balance never goes below 0). */
  extra: Float64Array;
  closing: Float64Array;
  initialInstalment: Cents;
  totalInterest: Cents;
  totalExtra: Cents;
  reamortisations: Reamortisation[];
  /** Lump sums (month and amount not used) that fell after payoff or exceeded the balance. */
  unusedLumpSums: { month: number; unused: Cents }[];
  /** The same loan with no extras or lump sums, on the same rate path. */
  plain: { instalment: Cents; totalInterest: Cents; payoffMonths: number };
}

/** The monthly extra in a given month: loan year y pays extra × (1 + g)^(y − 1), to the cent. */
export function extraForMonth(extraMonthly: Cents, increasePercent: Percent, month: number): Cents {
  if (extraMonthly === 0 || increasePercent === 0) return extraMonthly;
  const loanYear = Math.floor((month - 1) / 12);
  return roundCents(extraMonthly * (1 + increasePercent / 100) ** loanYear);
}

/**
 * Runs the loan month by month. Each month: interest = round(opening × annual% / 12 / 100);
 * the required instalment pays interest then principal; then the monthly extra, then any lump
 * sum, each capped at the balance left. In the last contractual month (or whenever the
 * instalment would overpay) the instalment is the balance plus that month's interest, so the
 * closing balance is exactly 0 (the final-month adjustment, a few cents either way).
 *
 * At a rate change the required instalment is re-amortised over the remaining contractual term,
 * as South African banks do ("your instalment is recalculated on the outstanding balance over the
 * remaining term"). In "term" mode the instalment is level between rate changes (extras shorten
 * the loan); at a change it becomes the *actual* balance re-amortised over the remaining term, so
 * extras paid before a change lower the instalment from then on. The plain loan (no extras) is
 * re-amortised on its own balance, for the comparison. In "instalment" mode it is recomputed every month as the plain loan's
 * instalment less the annuity, over the remaining term, of how far the loan is ahead of the
 * plain loan: before rounding that is exactly the actual balance re-amortised over the remaining
 * term. Computed this way the plain loan's cent rounding carries over, so the balance never
 * exceeds the plain loan's and extras never add interest. (Re-rounding the whole balance each
 * month drops the plain instalment's rounding; compounded at high rates over long terms that can
 * cost more interest than a tiny extra saves: R117 at 23.67% over 332 months with a 3c extra.)
 */
export function amortise(plan: AmortisePlan): Ledger {
  const n = plan.termMonths;
  const opening = new Float64Array(n);
  const rates = new Float64Array(n);
  const interests = new Float64Array(n);
  const instalments = new Float64Array(n);
  const extras = new Float64Array(n);
  const closing = new Float64Array(n);
  const reamortisations: Reamortisation[] = [];
  const unusedLumpSums: { month: number; unused: Cents }[] = [];

  let annual = plan.annualRatePercent;
  let rate = monthlyRate(annual);
  let logGrowth = Math.log1p(rate);
  const initialInstalment = annuityInstalment(plan.loan, rate, n);
  let plainBalance = plan.loan;
  let plainInstalment = initialInstalment;
  let termInstalment = initialInstalment;
  let plainInterest = 0;
  let plainMonths = 0;
  let balance = plan.loan;
  let totalInterest = 0;
  let totalExtra = 0;
  let payoffMonths = 0;
  let changeIndex = 0;
  let lumpIndex = 0;
  let monthlyExtra = plan.extraMonthly;

  for (let month = 1; month <= n; month++) {
    const change = plan.rateChanges[changeIndex];
    const rateChanged = change !== undefined && change.month === month;
    if (rateChanged) {
      changeIndex++;
      annual = change.annualRatePercent;
      rate = monthlyRate(annual);
      logGrowth = Math.log1p(rate);
      plainInstalment = annuityInstalment(plainBalance, rate, n - month + 1);
      if (balance > 0) termInstalment = annuityInstalment(balance, rate, n - month + 1);
    }
    if (month % 12 === 1 && month > 1) {
      monthlyExtra = extraForMonth(plan.extraMonthly, plan.extraAnnualIncreasePercent, month);
    }

    let instalment = plan.reduce === "term" ? termInstalment : plainInstalment;
    const ahead = plainBalance - balance;
    if (plan.reduce === "instalment" && ahead > 0 && balance > 0 && month < n) {
      // levelPayment(ahead, rate, remaining), with log1p(rate) cached per rate period
      const remaining = n - month + 1;
      const aheadPayment =
        rate === 0 ? ahead / remaining : (ahead * rate) / -Math.expm1(-remaining * logGrowth);
      const lowered = plainInstalment - roundCents(aheadPayment);
      const floor = roundCents(balance * rate) + 1;
      instalment = Math.max(lowered, floor);
    }
    if (rateChanged && balance > 0) {
      reamortisations.push({ month, annualRatePercent: annual, instalment, plainInstalment });
    }

    if (plainBalance > 0) {
      const interest = roundCents(plainBalance * rate);
      const due = plainBalance + interest;
      const paid = month === n || plainInstalment >= due ? due : plainInstalment;
      plainBalance -= paid - interest;
      plainInterest += interest;
      plainMonths = month;
    }

    let lump = 0;
    let lumpEntry = plan.lumpSums[lumpIndex];
    while (lumpEntry !== undefined && lumpEntry.month === month) {
      lump += lumpEntry.amount;
      lumpIndex++;
      lumpEntry = plan.lumpSums[lumpIndex];
    }

    if (balance <= 0) {
      if (lump > 0) unusedLumpSums.push({ month, unused: lump });
      if (plainBalance <= 0) break;
      continue;
    }

    const i = month - 1;
    const interest = roundCents(balance * rate);
    const due = balance + interest;
    const paid = month === n || instalment >= due ? due : instalment;
    opening[i] = balance;
    rates[i] = annual;
    interests[i] = interest;
    instalments[i] = paid;
    balance -= paid - interest;
    const extraPaid = Math.min(monthlyExtra, balance);
    balance -= extraPaid;
    const lumpPaid = Math.min(lump, balance);
    balance -= lumpPaid;
    if (lumpPaid < lump) unusedLumpSums.push({ month, unused: lump - lumpPaid });
    extras[i] = extraPaid + lumpPaid;
    closing[i] = balance;
    totalInterest += interest;
    totalExtra += extraPaid + lumpPaid;
    payoffMonths = month;
  }

  for (let rest = lumpIndex; rest < plan.lumpSums.length; rest++) {
    const entry = plan.lumpSums[rest];
    if (entry !== undefined) unusedLumpSums.push({ month: entry.month, unused: entry.amount });
  }

  return {
    payoffMonths,
    opening,
    rate: rates,
    interest: interests,
    instalment: instalments,
    extra: extras,
    closing,
    initialInstalment,
    totalInterest,
    totalExtra,
    reamortisations,
    unusedLumpSums,
    plain: {
      instalment: initialInstalment,
      totalInterest: plainInterest,
      payoffMonths: plainMonths,
    },
  };
}
