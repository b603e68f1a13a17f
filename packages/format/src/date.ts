/*
 * Dates (spec §9): two-digit day, long month, year ("05 June 2026"). Calendar dates (ISO
 * "YYYY-MM-DD") are formatted as strings so no time zone can shift the day; instants are shown
 * in South African time.
 */
const TIME_ZONE = "Africa/Johannesburg";

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
] as const;

const instantDate = new Intl.DateTimeFormat("en-ZA", {
  day: "2-digit",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const instantTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});
const monthYear = new Intl.DateTimeFormat("en-ZA", {
  month: "short",
  year: "numeric",
  timeZone: TIME_ZONE,
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDate(iso: string): string | null {
  const match = CALENDAR_DATE.exec(iso);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${match[3]} ${name} ${match[1]}` : null;
}

function toInstant(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "2026-11-23" → "23 November 2026"; an instant (Date or ISO date-time) → its day in South
 * Africa. Text that is not a date comes back unchanged.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === "string") {
    const calendar = calendarDate(value);
    if (calendar) return calendar;
  }
  const instant = toInstant(value);
  if (instant) return instantDate.format(instant);
  return String(value);
}

/** Spec §9: the date, or a fallback ("No payment date") when there is none or it is not a date. */
export function formatDateOr(value: string | Date | null | undefined, fallback: string): string {
  if (value === null || value === undefined || value === "") return fallback;
  if (typeof value === "string" && calendarDate(value)) return formatDate(value);
  return toInstant(value) ? formatDate(value) : fallback;
}

/** An instant in South African time: "23 November 2026, 19:46". */
export function formatDateTime(value: string | Date): string {
  const instant = toInstant(value);
  if (!instant) return String(value);
  return `${instantDate.format(instant)}, ${instantTime.format(instant)}`;
}

/** The time of an instant in South African time: "19:46". */
export function formatTime(value: string | Date): string {
  const instant = toInstant(value);
  return instant ? instantTime.format(instant) : String(value);
}

/** A month on a chart or schedule: "2027-12-01" → "Dec 2027". */
export function formatMonthYear(value: string | Date): string {
  if (typeof value === "string") {
    const match = CALENDAR_DATE.exec(value);
    const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
    if (match && name) return `${name.slice(0, 3)} ${match[1]}`;
  }
  const instant = toInstant(value);
  return instant ? monthYear.format(instant) : String(value);
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
