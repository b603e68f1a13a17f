import { MAX_BOND_TERM_MONTHS } from "@adviser-desk/finance";

/** A bond term as the adviser types it: whole years and the months beyond them. */
export interface TermParts {
  years: number;
  months: number;
}

/** 246 months → 20 years 6 months. */
export function splitTerm(termMonths: number): TermParts {
  const whole = Math.max(0, Math.trunc(termMonths));
  return { years: Math.floor(whole / 12), months: whole % 12 };
}

/**
 * 20 years + 6 months → 246. A part left empty counts as 0; the result is not clamped, so the
 * finance schema reports a term of 0 or above MAX_BOND_TERM_MONTHS on the field.
 */
export function joinTerm(parts: { years: number | null; months: number | null }): number {
  return Math.trunc(parts.years ?? 0) * 12 + Math.trunc(parts.months ?? 0);
}

/** "20 years 6 months", "1 year", "11 months" (0 → "0 months"). */
export function describeTerm(termMonths: number): string {
  const { years, months } = splitTerm(termMonths);
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (months > 0 || years === 0) parts.push(`${months} ${months === 1 ? "month" : "months"}`);
  return parts.join(" ");
}

export const MAX_TERM_YEARS = Math.floor(MAX_BOND_TERM_MONTHS / 12);
