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

/**
 * Why a retirement-table lump sum is paid. The retirement table applies on retirement (a fund lets
 * members retire from 55), or earlier on ill health (sickness, accident, injury or incapacity),
 * retrenchment (redundancy or the employer ending its trade), death, or as a severance benefit
 * (Second Schedule para 2(1)(a); SARS "Retirement Lump Sum Benefits"). Absent = retirement.
 */
export const retirementEventSchema = z.enum(
  ["retirement", "ill-health", "retrenchment", "death", "severance"],
  { error: 'must be "retirement", "ill-health", "retrenchment", "death" or "severance"' },
);

/**
 * A two-pot member's interest in the fund when they retire (from 1 September 2024): the vested
 * component (one third in cash), the savings component (all of it may be taken in cash) and the
 * retirement component (an annuity, unless it and two thirds of the vested component come to no
 * more than R165 000). Rands.
 */
export const twoPotComponentsSchema = z.strictObject({
  vested: randsSchema.default(0),
  savings: randsSchema.default(0),
  retirement: randsSchema.default(0),
});

export const lumpSumInputSchema = z
  .strictObject({
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
    /** Retirement table only: why it is paid (see retirementEventSchema). */
    event: retirementEventSchema.optional(),
    /** Retirement table only: the two-pot components at retirement, to check the cash taken. */
    components: twoPotComponentsSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind !== "withdrawal") return;
    for (const key of ["event", "components"] as const) {
      if (input[key] !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "applies to a retirement lump sum only (not a withdrawal benefit)",
        });
      }
    }
  });

export type LumpSumKind = z.output<typeof lumpSumKindSchema>;
export type RetirementEvent = z.output<typeof retirementEventSchema>;
export type TwoPotComponents = z.output<typeof twoPotComponentsSchema>;
export type LumpSumInput = z.input<typeof lumpSumInputSchema>;
export type ParsedLumpSumInput = z.output<typeof lumpSumInputSchema>;
