import type { Percent, Rands } from "../core/money";
import type { TraceLine } from "../core/trace";

/** One month of the schedule. Amounts are rands to the cent. */
export interface BondScheduleRow {
  /** 1 = the first instalment. */
  month: number;
  /** Instalment date: startDate + (month − 1) months, the day clamped to the month's end. */
  date: string;
  openingBalance: Rands;
  /** Nominal annual rate applied this month, in percent. */
  annualRatePercent: Percent;
  /** round-to-cent(opening balance × annual rate / 12 / 100). */
  interest: Rands;
  /** Instalment minus interest. */
  principal: Rands;
  /** The required instalment paid (interest + principal), excluding fee and extras. */
  instalment: Rands;
  /** Monthly extra plus any lump sum, as actually paid (capped at the balance). */
  extra: Rands;
  fee: Rands;
  closingBalance: Rands;
}

/** A loan year (months 1–12 are year 1), rands to the cent. */
export interface BondYearRow {
  year: number;
  startDate: string;
  endDate: string;
  openingBalance: Rands;
  interest: Rands;
  principal: Rands;
  extra: Rands;
  fees: Rands;
  closingBalance: Rands;
}

/** A note about input that was ignored or capped. */
export interface BondWarning {
  code: "lump-sum-after-payoff" | "lump-sum-capped" | "rate-change-after-term";
  message: string;
}

/** The same loan without extras or lump sums, on the same rate path. */
export interface PlainBondSummary {
  instalment: Rands;
  totalInterest: Rands;
  totalFees: Rands;
  totalPaid: Rands;
  payoffMonths: number;
  payoffDate: string;
}

export interface BondResult {
  /** The initial required monthly instalment excluding the fee (standard annuity, to the cent). */
  instalment: Rands;
  /** The last instalment, adjusted so the balance ends at exactly 0. */
  finalInstalment: Rands;
  monthlyServiceFee: Rands;
  schedule: BondScheduleRow[];
  yearly: BondYearRow[];
  totalInterest: Rands;
  totalFees: Rands;
  totalExtra: Rands;
  /** Loan + interest + fees: everything paid over the life of the loan. */
  totalPaid: Rands;
  payoffDate: string;
  payoffMonths: number;
  plain: PlainBondSummary;
  interestSaved: Rands;
  monthsSaved: number;
  warnings: BondWarning[];
  trace: TraceLine[];
}
