/*
 * Money as South African documents print it (spec §9: en-ZA with ZAR): "R 1 234 567,89". The
 * separators are no-break spaces, so a line never breaks between "R" and its digits.
 */
const LOCALE = "en-ZA";

const rand = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "ZAR" });
const wholeRand = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "ZAR",
  maximumFractionDigits: 0,
});
const amount = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeAmount = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** -0 and values that round to zero cents print as "R 0,00", never "-R 0,00". */
const clean = (rands: number) => (Math.abs(rands) < 0.005 ? 0 : rands);

/** Rands with cents: 1234567.891 → "R 1 234 567,89". */
export function formatMoney(rands: number): string {
  return rand.format(clean(rands));
}

/** Whole cents with cents shown: 123456789 → "R 1 234 567,89". */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** Rands rounded to the rand, where space is tight: "R 1 234 568". */
export function formatMoneyWhole(rands: number): string {
  return wholeRand.format(Math.abs(rands) < 0.5 ? 0 : rands);
}

/**
 * Cents inside a sentence or a formula (working lines, messages): the cents only when there are
 * some, so "R 46 000" but "R 698 481,80". Same grouping and decimal comma as the amount column.
 */
export function formatCentsInText(cents: number): string {
  const text = formatAmountInText(Math.abs(cents));
  return cents < 0 && text !== "0" ? `-R\u00a0${text}` : `R\u00a0${text}`;
}

/** Cents as a bare amount inside a formula: 150000000 → "1 500 000", 150000050 → "1 500 000,50". */
export function formatAmountInText(cents: number): string {
  if (!Number.isFinite(cents)) return String(cents);
  const rands = cents / 100;
  return Number.isInteger(Math.round(cents)) && Math.round(cents) % 100 === 0
    ? wholeAmount.format(clean(rands))
    : amount.format(clean(rands));
}

/** A chart axis tick: 950000 → "R 950k", 1900000 → "R 1,9m", -25000 → "-R 25k". */
export function formatMoneyAxis(rands: number): string {
  const abs = Math.abs(rands);
  const sign = rands < 0 && abs >= 0.5 ? "-" : "";
  if (abs >= 1_000_000) return `${sign}R\u00a0${compact.format(abs / 1_000_000)}m`;
  if (abs >= 1_000) return `${sign}R\u00a0${wholeAmount.format(abs / 1_000)}k`;
  return `${sign}R\u00a0${wholeAmount.format(abs)}`;
}

const randChange = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "ZAR",
  signDisplay: "exceptZero",
});

/** A difference in rands, signed: 1500 → "+R 1 500,00", -0.001 → "R 0,00". */
export function formatMoneyChange(rands: number): string {
  return randChange.format(clean(Math.round(rands * 100) / 100));
}
