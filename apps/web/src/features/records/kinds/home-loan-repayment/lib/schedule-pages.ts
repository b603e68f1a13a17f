/** Monthly rows shown per page: five loan years, so a 30-year bond is six pages. */
export const MONTHS_PER_PAGE = 60;

export function pageCount(rows: number, perPage = MONTHS_PER_PAGE): number {
  return Math.max(1, Math.ceil(rows / perPage));
}

/** The rows of 1-based `page`, the page clamped into range (a shorter schedule after an edit). */
export function pageOf<T>(rows: readonly T[], page: number, perPage = MONTHS_PER_PAGE): T[] {
  const last = pageCount(rows.length, perPage);
  const current = Math.min(Math.max(1, page), last);
  return rows.slice((current - 1) * perPage, current * perPage);
}

/** The 12 (or fewer, in the last year) monthly rows of loan year `year` (1-based). */
export function monthsOfYear<T extends { month: number }>(rows: readonly T[], year: number): T[] {
  const first = (year - 1) * 12 + 1;
  return rows.filter((row) => row.month >= first && row.month < first + 12);
}
