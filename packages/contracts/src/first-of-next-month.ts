/* Its own module so screens that need only this do not load the defaults' tax tables. */

/** The first day of the month after `isoDate` (YYYY-MM-DD). */
export function firstOfNextMonth(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${String(next.year).padStart(4, "0")}-${String(next.month).padStart(2, "0")}-01`;
}
