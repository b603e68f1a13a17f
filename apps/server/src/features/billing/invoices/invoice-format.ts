const rand = new Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR" });
const longDate = new Intl.DateTimeFormat("en-ZA", {
  day: "2-digit",
  month: "long",
  year: "numeric",
  timeZone: "Africa/Johannesburg",
});

/** Spec §9: cents shown as rand, en-ZA ("R 999,99"). */
export const formatCents = (cents: number) => rand.format(cents / 100);

/** Spec §9: 2-digit day, long month, year, in South African time ("22 November 2026"). */
export const formatLongDate = (date: Date) => longDate.format(date);
