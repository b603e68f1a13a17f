import { daysInMonth, parseIsoDate } from "../core/calendar";
import { type Cents, centsToRands } from "../core/money";
import type { Ledger } from "./amortise";
import type { BondScheduleRow, BondYearRow } from "./bond-types";

/** "00" … "31", so row dates are built without padStart on every row. */
const TWO_DIGITS = Array.from({ length: 32 }, (_, value) => String(value).padStart(2, "0"));

/**
 * Turns the cents ledger into the public month rows and loan-year rows (rands), in one pass.
 * Row dates step a month at a time from startDate, the day clamped to each month's end.
 */
export function buildScheduleRows(
  ledger: Ledger,
  startDate: string,
  monthlyFee: Cents,
): { schedule: BondScheduleRow[]; yearly: BondYearRow[] } {
  const start = parseIsoDate(startDate);
  const schedule: BondScheduleRow[] = new Array(ledger.payoffMonths);
  const yearly: BondYearRow[] = [];
  const fee = centsToRands(monthlyFee);
  let year = start.year;
  let month = start.month;
  let yearText = String(year).padStart(4, "0");
  let yearOpening = 0;
  let yearInterest = 0;
  let yearPrincipal = 0;
  let yearExtra = 0;
  let yearStartDate = startDate;

  for (let i = 0; i < ledger.payoffMonths; i++) {
    const day = Math.min(start.day, daysInMonth(year, month));
    const date = `${yearText}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
    const opening = ledger.opening[i] ?? 0;
    const interest = ledger.interest[i] ?? 0;
    const instalment = ledger.instalment[i] ?? 0;
    const extra = ledger.extra[i] ?? 0;
    const closing = ledger.closing[i] ?? 0;
    schedule[i] = {
      month: i + 1,
      date,
      openingBalance: centsToRands(opening),
      annualRatePercent: ledger.rate[i] ?? 0,
      interest: centsToRands(interest),
      principal: centsToRands(instalment - interest),
      instalment: centsToRands(instalment),
      extra: centsToRands(extra),
      fee,
      closingBalance: centsToRands(closing),
    };

    if (i % 12 === 0) {
      yearOpening = opening;
      yearStartDate = date;
    }
    yearInterest += interest;
    yearPrincipal += instalment - interest;
    yearExtra += extra;
    if (i % 12 === 11 || i === ledger.payoffMonths - 1) {
      yearly.push({
        year: Math.floor(i / 12) + 1,
        startDate: yearStartDate,
        endDate: date,
        openingBalance: centsToRands(yearOpening),
        interest: centsToRands(yearInterest),
        principal: centsToRands(yearPrincipal),
        extra: centsToRands(yearExtra),
        fees: centsToRands(monthlyFee * ((i % 12) + 1)),
        closingBalance: centsToRands(closing),
      });
      yearInterest = 0;
      yearPrincipal = 0;
      yearExtra = 0;
    }

    month++;
    if (month === 13) {
      month = 1;
      year++;
      yearText = String(year).padStart(4, "0");
    }
  }
  return { schedule, yearly };
}
