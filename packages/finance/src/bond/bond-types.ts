import type { TraceLine } from "../core/trace";

/** One month of the schedule. Amounts are rands to the cent. */
export interface BondScheduleRow {
  /** 1 = the first instalment. */
  month: number;
  /** Instalment date: startDate + (month − 1) months, the day clamped to the month's end. */
  date: string;
  openingBalance: number;
  /** Nominal annual rate applied this month, in percent. */
  annualRatePercent: number;
  /** round-to-cent(opening balance × annual rate / 12 / 100). */
  interest: number;
  /** Instalment minus interest. */
  principal: number;
  /** The required instalment paid (interest + principal), excluding fee and extras. */
  instalment: number;
  /** Monthly extra plus any lump sum, as actually paid (capped at the balance). */
  extra: number;
  fee: number;
  closingBalance: number;
}

/** A loan year (months 1–12 are year 1), rands to the cent. */
export interface BondYearRow {
  year: number;
  startDate: string;
  endDate: string;
  openingBalance: number;
  interest: number;
  principal: number;
  extra: number;
  fees: number;
  closingBalance: number;
}

/** A note about input that was ignored or capped. */
export interface BondWarning {
  code: "lump-sum-after-payoff" | "lump-sum-capped" | "rate-change-after-term";
  message: string;
}

/** The same loan without extras or lump sums, on the same rate path. */
export interface PlainBondSummary {
  instalment: number;
  totalInterest: number;
  totalFees: number;
  totalPaid: number;
  payoffMonths: number;
  payoffDate: string;
}

export interface BondResult {
  /** The initial required monthly instalment excluding the fee (standard annuity, to the cent). */
  instalment: number;
  /** The last instalment, adjusted so the balance ends at exactly 0. */
  finalInstalment: number;
  monthlyServiceFee: number;
  schedule: BondScheduleRow[];
  yearly: BondYearRow[];
  totalInterest: number;
  totalFees: number;
  totalExtra: number;
  /** Loan + interest + fees: everything paid over the life of the loan. */
  totalPaid: number;
  payoffDate: string;
  payoffMonths: number;
  plain: PlainBondSummary;
  interestSaved: number;
  monthsSaved: number;
  warnings: BondWarning[];
  trace: TraceLine[];
}
