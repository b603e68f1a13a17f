import { formatCentsInText, formatDate, formatRate } from "@adviser-desk/format";
import { daysInMonth, parseIsoDate } from "../core/calendar";
import { FinanceInputError } from "../core/errors";
import { applyRate, type Cents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import { taxYearPeriod } from "./tax-year";

/** Para 19(1)(d): 8 % a year, simple, once the assessment is more than 18 months old. */
const UPLIFT_RATE = 0.08;
const UPLIFT_AFTER_MONTHS = 18;

export interface BasicAmount {
  /** The basic amount as entered (the latest assessment's taxable income less lump sums and CGT). */
  assessed: Cents;
  /** The year of assessment of that assessment. */
  assessedYear: number;
  /** Whole years of 8 % added for an estimate made on `estimateDate` (0: none). */
  upliftYears: number;
  /** The basic amount that counts for the estimate. */
  amount: Cents;
  line: TraceLine;
}

/** The same day `months` later, clamped to the month's last day (28 Feb + 18 months = 28 Aug). */
function addMonths(isoDate: string, months: number): string {
  const { year, month, day } = parseIsoDate(isoDate);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/**
 * The basic amount for an estimate made on `estimateDate` for `taxYear` (Fourth Schedule para
 * 19(1)(d)): the taxable income of the latest assessment; when the estimate is made more than 18
 * months after the end of that assessment's year, it is increased by 8 % a year (simple) from the
 * end of that year to the end of the year being estimated. The estimate is taken to be made on the
 * period's due date (31 August, end of February). Reading: docs/reference/retirement-and-provisional-tax.md
 * §5.3 and §8.3.
 */
export function basicAmountFor(args: {
  assessed: Cents;
  assessedYear: number;
  taxYear: number;
  estimateDate: string;
  path: string;
}): BasicAmount {
  const { assessed, assessedYear, taxYear, estimateDate } = args;
  if (assessedYear >= taxYear) {
    throw new FinanceInputError([
      {
        path: args.path,
        message: `must be a year of assessment before ${taxYear} (the basic amount comes from an earlier assessment)`,
      },
    ]);
  }
  const yearEnd = taxYearPeriod(assessedYear).end;
  const cutOff = addMonths(yearEnd, UPLIFT_AFTER_MONTHS);
  const upliftYears = estimateDate > cutOff ? taxYear - assessedYear : 0;
  const uplift = applyRate(assessed, UPLIFT_RATE * upliftYears);
  const amount = assessed + uplift;
  const line =
    upliftYears === 0
      ? traceLine(
          `Basic amount: taxable income assessed for ${assessedYear} ${formatCentsInText(assessed)} (an estimate on ${formatDate(estimateDate)} is not more than ${UPLIFT_AFTER_MONTHS} months after ${formatDate(yearEnd)}: no increase)`,
          amount,
          "Fourth Schedule para 19(1)(d)",
        )
      : traceLine(
          `Basic amount: taxable income assessed for ${assessedYear} ${formatCentsInText(assessed)} + ${formatRate(UPLIFT_RATE)} × ${upliftYears} years (${formatDate(yearEnd)} to the end of ${taxYear}: the estimate on ${formatDate(estimateDate)} is more than ${UPLIFT_AFTER_MONTHS} months after ${formatDate(yearEnd)}) = ${formatCentsInText(assessed)} + ${formatCentsInText(uplift)}`,
          amount,
          `Fourth Schedule para 19(1)(d): ${formatRate(UPLIFT_RATE)} a year, simple`,
        );
  return { assessed, assessedYear, upliftYears, amount, line };
}
