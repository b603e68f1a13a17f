/*
 * What an input shows while a person edits a number: the en-ZA conventions of the printed
 * figure (spec §9: the decimal comma of the currency) without its currency sign or unit, with
 * plain spaces a person can type over. The web app's parsers read these back, and a typed point.
 */

/** Rands while editing: 1500000 → "1 500 000", 1500000.5 → "1 500 000,50"; 0 → "" (empty). */
export function formatMoneyEditText(rands: number): string {
  const cents = Math.round(rands * 100);
  if (cents === 0 || !Number.isFinite(cents)) return "";
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  const rest = abs % 100;
  const text = rest === 0 ? whole : `${whole},${String(rest).padStart(2, "0")}`;
  return cents < 0 ? `-${text}` : text;
}

/** A decimal (a percentage typed as such) while editing: 6.5 → "6,5", 10.25 → "10,25". */
export function formatDecimalEditText(value: number, maxDigits = 4): string {
  const rounded = Number(value.toFixed(maxDigits));
  const text = String(rounded === 0 ? 0 : rounded);
  return text.replace(".", ",");
}
