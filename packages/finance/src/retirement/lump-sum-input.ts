import { z } from "zod";
import { isoDateSchema, randsSchema } from "../core/schemas";

/**
 * Which table applies: "retirement" for retirement fund lump sum benefits on retirement, death or
 * retrenchment, and for severance benefits; "withdrawal" for withdrawal benefits before retirement
 * (resignation, dismissal, emigration, a pre-retirement preservation-fund withdrawal).
 */
export const lumpSumKindSchema = z.enum(["retirement", "withdrawal"], {
  error: 'must be "retirement" or "withdrawal"',
});

export const lumpSumInputSchema = z.strictObject({
  kind: lumpSumKindSchema,
  /** The lump sum taken in cash, before tax. */
  amount: randsSchema,
  /** The day the lump sum accrues: picks the table. */
  accrualDate: isoDateSchema,
  /** Retirement fund lump sum benefits received since 1 October 2007 (SARS cumulative rule). */
  priorRetirementLumpSums: randsSchema.default(0),
  /** Withdrawal benefits received since 1 March 2009. */
  priorWithdrawalLumpSums: randsSchema.default(0),
  /** Severance benefits received since 1 March 2011. */
  priorSeveranceBenefits: randsSchema.default(0),
  /** Contributions that were never deducted: they reduce the taxable part of the lump sum. */
  nonDeductibleContributions: randsSchema.default(0),
});

export type LumpSumKind = z.output<typeof lumpSumKindSchema>;
export type LumpSumInput = z.input<typeof lumpSumInputSchema>;
export type ParsedLumpSumInput = z.output<typeof lumpSumInputSchema>;
