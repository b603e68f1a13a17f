/**
 * Reading an amount of rands as a person types it. Accepted: "1500000", "1 500 000",
 * "1,500,000", "R1 500 000.50", "R 1 500 000,50" (en-ZA: space groups, comma decimals, which is
 * also what formatMoney shows), "1.500.000", a leading minus or brackets for a negative amount.
 * Rejected (never guessed): letters, more than two decimals, groups that are not three digits.
 */
export type ParsedMoney =
  | { kind: "empty" }
  | { kind: "amount"; value: number }
  | { kind: "invalid"; reason: string };

export const MONEY_INVALID = "enter an amount such as 1 500 000 or 1 500 000,50";
export const MONEY_TOO_PRECISE = "use at most two decimals (cents)";

/** Spaces of every kind people (and Intl) put between digit groups, and apostrophes. */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009']/g;
const CURRENCY = /^(?:zar|r)/i;

function unsigned(text: string): { negative: boolean; body: string } | null {
  let body = text;
  let negative = false;
  if (body.startsWith("(") && body.endsWith(")")) {
    negative = true;
    body = body.slice(1, -1);
  }
  // "-R 12,30" (Intl's order), "R -12,30" and "R-12.30" are all minus twelve rand thirty.
  if (body.startsWith("-") || body.startsWith("\u2212")) {
    negative = !negative;
    body = body.slice(1);
  }
  body = body.replace(CURRENCY, "");
  if (body.startsWith("-") || body.startsWith("\u2212")) {
    if (negative) return null;
    negative = true;
    body = body.slice(1);
  }
  return { negative, body };
}

/**
 * Splits "1,500,000.50" into integer digits and decimals. `spaced`: the person grouped digits
 * with spaces ("1 000,125"), so a single comma can only be the decimal comma.
 */
function splitNumber(body: string, spaced: boolean): { whole: string; cents: string } | null {
  const lastComma = body.lastIndexOf(",");
  const lastDot = body.lastIndexOf(".");
  let decimalMark: "," | "." | null = null;
  if (lastComma >= 0 && lastDot >= 0) {
    decimalMark = lastComma > lastDot ? "," : ".";
  } else if (lastDot >= 0) {
    // One dot is a decimal point ("1500.5"); several are thousands groups ("1.500.000").
    decimalMark = body.indexOf(".") === lastDot ? "." : null;
  } else if (lastComma >= 0) {
    // One comma followed by exactly three digits groups thousands ("1,500"); otherwise it is the
    // en-ZA decimal comma ("1 500,50"). Several commas are thousands groups.
    const single = body.indexOf(",") === lastComma;
    decimalMark = single && (spaced || body.length - lastComma - 1 !== 3) ? "," : null;
  }
  const groupMark =
    decimalMark === null ? (lastDot >= 0 ? "." : ",") : decimalMark === "," ? "." : ",";
  const at = decimalMark === null ? -1 : body.lastIndexOf(decimalMark);
  const integerPart = at === -1 ? body : body.slice(0, at);
  const cents = at === -1 ? "" : body.slice(at + 1);
  if (!/^\d*$/.test(cents)) return null;
  const groups = integerPart.split(groupMark);
  if (groups.length > 1) {
    const [first, ...rest] = groups;
    if (!first || !/^\d{1,3}$/.test(first) || rest.some((g) => !/^\d{3}$/.test(g))) return null;
  } else if (!/^\d*$/.test(integerPart)) {
    return null;
  }
  const whole = groups.join("");
  if (whole === "" && cents === "") return null;
  return { whole, cents };
}

export function parseMoney(text: string): ParsedMoney {
  const compact = text.replace(GROUP_SPACES, "");
  const spaced = /\d[\s\u00a0\u202f\u2009']+\d/.test(text);
  if (compact === "") return { kind: "empty" };
  const signed = unsigned(compact);
  if (signed === null || signed.body === "") return { kind: "invalid", reason: MONEY_INVALID };
  const parts = splitNumber(signed.body, spaced);
  if (parts === null) return { kind: "invalid", reason: MONEY_INVALID };
  if (parts.cents.length > 2) return { kind: "invalid", reason: MONEY_TOO_PRECISE };
  const magnitude = Number(`${parts.whole || "0"}.${parts.cents || "0"}`);
  if (!Number.isFinite(magnitude)) return { kind: "invalid", reason: MONEY_INVALID };
  const value = signed.negative && magnitude !== 0 ? -magnitude : magnitude;
  return { kind: "amount", value };
}
