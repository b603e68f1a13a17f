import { passesLuhnCheck } from "./sa-id-number";

/**
 * A SARS income tax reference number: 10 digits; the first is 0, 1, 2 or 3 for a natural person
 * and 9 for an entity; the last is a check digit under SARS's "modulus 10" test — the Luhn check
 * over all ten digits. Sources: SARS Business Requirement Specification, PAYE Employer
 * Reconciliation (income tax reference number: modulus 10 test); payroll vendors applying it
 * (PaySpace "Tax Reference Number logic and validation": accepted when it starts with 0, 1, 2, 3
 * or 9 and passes the modulus check; Sage "IRP5 income tax number invalid"). Summary and worked
 * example in `docs/reference/client-identifiers.md` §2.
 */
export const TAX_REFERENCE_FIRST_DIGITS = ["0", "1", "2", "3", "9"] as const;

/** Spaces, hyphens and slashes are how the number is often written; they are not part of it. */
export function compactTaxReference(value: string): string {
  return value.replace(/[\s/-]+/g, "");
}

export type TaxReferenceProblem = "length" | "first-digit" | "check-digit";

/** Why a (compacted) tax reference number is not valid, or null when it is. */
export function taxReferenceProblem(value: string): TaxReferenceProblem | null {
  if (!/^\d{10}$/.test(value)) return "length";
  if (!(TAX_REFERENCE_FIRST_DIGITS as readonly string[]).includes(value.charAt(0))) {
    return "first-digit";
  }
  return passesLuhnCheck(value) ? null : "check-digit";
}
