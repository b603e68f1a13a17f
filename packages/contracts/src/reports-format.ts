/*
 * Formatting for reports, the same as the screens (apps/web lib/money/format-money.ts, spec §9):
 * rands as en-ZA currency ("R 1 500 000,00"), rates as en-ZA percentages, dates "05 June 2026".
 */
const rand = new Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR" });
const percent = new Intl.NumberFormat("en-ZA", { style: "percent", maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export const formatReportMoney = (rands: number): string => rand.format(rands);
export const formatReportRate = (fraction: number): string => percent.format(fraction);
export const formatReportWhole = (value: number): string => whole.format(value);

/** "2026-06-05" → "05 June 2026" (string work: no time zone can shift the day). */
export function formatReportDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  const name = MONTHS[Number(month) - 1];
  return year && day && name ? `${day} ${name} ${year}` : isoDate;
}

/** 27 months → "2 years 3 months". */
export function formatMonthsAsTerm(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} year${years === 1 ? "" : "s"}` : "",
    rest > 0 || years === 0 ? `${rest} month${rest === 1 ? "" : "s"}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** The product's disclaimer, used while the company has not written its own. */
export const DEFAULT_REPORT_DISCLAIMER =
  "This report is an illustration prepared from the information you gave us and the tax tables and tariffs named above. It is not a tax return, an assessment or a quotation: SARS, your bank, the conveyancer and product providers calculate the final amounts, which may differ. Figures marked as estimates rest on published proposals or industry guidelines that may change. Please speak to us before acting on this report.";
