import { CURRENCY, CURRENCY_LOCALE } from "../constants";

// Spec §9: currency is shown en-ZA with ZAR ("R 1 500 000,00"); whole numbers en-US, 0 decimals.
const rand = new Intl.NumberFormat(CURRENCY_LOCALE, { style: "currency", currency: CURRENCY });
const wholeRand = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: "currency",
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: "percent",
  maximumFractionDigits: 2,
});

/** Rands as en-ZA currency with cents: 1500000.5 → "R 1 500 000,50". */
export function formatMoney(rands: number): string {
  return rand.format(rands);
}

/** Rands rounded to whole rands, for chart axes and tight spaces: "R 1 500 000". */
export function formatMoneyWhole(rands: number): string {
  return wholeRand.format(rands);
}

/** Spec §9: whole numbers en-US with 0 decimals (kilometres, counts): 12500 → "12,500". */
export function formatWhole(value: number): string {
  return whole.format(value);
}

/** A rate given as a fraction: 0.415 → "41,5%". */
export function formatRate(fraction: number): string {
  return percent.format(fraction);
}

/**
 * The text a money field shows while it is being edited: digit groups and decimals a person can
 * type over, without the currency sign ("1 500 000", "1 500 000.50"); 0 shows as empty.
 */
export function moneyEditText(rands: number): string {
  if (rands === 0) return "";
  const negative = rands < 0;
  const [int = "0", cents] = Math.abs(rands).toFixed(2).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  const text = cents === "00" || cents === undefined ? grouped : `${grouped}.${cents}`;
  return negative ? `-${text}` : text;
}
