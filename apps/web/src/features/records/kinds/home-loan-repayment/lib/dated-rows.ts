import dayjs from "dayjs";

/** A row of a dated list (lump sums, rate changes): everything else is the row's own. */
export interface DatedRow {
  date: string;
}

const ISO = "YYYY-MM-DD";

/** The same day `months` months later, the day clamped to the month's end (as debit orders do). */
export function addMonthsIso(isoDate: string, months: number): string {
  return dayjs(isoDate).add(months, "month").format(ISO);
}

/**
 * The date a new row starts with: a year after the last row, or a year after the first
 * instalment when the list is empty (so it never lands before the loan starts).
 */
export function nextRowDate(rows: readonly DatedRow[], startDate: string): string {
  const last = rows.reduce<string | null>(
    (latest, row) => (latest === null || row.date > latest ? row.date : latest),
    null,
  );
  return addMonthsIso(last ?? startDate, 12);
}

export function appendRow<T>(rows: readonly T[], row: T): T[] {
  return [...rows, row];
}

export function removeRowAt<T>(rows: readonly T[], index: number): T[] {
  return rows.filter((_, i) => i !== index);
}

export function updateRowAt<T extends object>(
  rows: readonly T[],
  index: number,
  patch: Partial<T>,
): T[] {
  return rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
}
