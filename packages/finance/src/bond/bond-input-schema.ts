import { z } from "zod";
import { isoDateSchema, percentSchema, randsSchema } from "../core/schemas";
import { monthOrdinal } from "./month-math";

/** The longest bond term accepted (50 years). */
export const MAX_BOND_TERM_MONTHS = 600;

/** A term in whole months, 1–600. */
export const termMonthsSchema = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number of months" })
  .min(1, { error: "must be at least 1 month" })
  .max(MAX_BOND_TERM_MONTHS, { error: `must not exceed ${MAX_BOND_TERM_MONTHS} months` });

/** An amount of rands above 0. */
export const positiveRandsSchema = randsSchema.gt(0, { error: "must be more than 0" });

export const bondLumpSumSchema = z.object({
  /** The lump sum is paid with the instalment of this date's month. */
  date: isoDateSchema,
  amount: randsSchema,
});

export const bondRateChangeSchema = z.object({
  /** The new rate applies to the interest of this date's month onwards. */
  date: isoDateSchema,
  annualRatePercent: percentSchema,
});

/**
 * Input of `calculateBondRepayment`. Rates are nominal annual percentages compounded monthly;
 * amounts are rands. Dates act by calendar month: an event dated any day of a month applies to
 * that month's instalment. Contains refinements: extend it with `.safeExtend()`.
 */
export const bondInputSchema = z
  .object({
    loanAmount: positiveRandsSchema,
    annualRatePercent: percentSchema,
    termMonths: termMonthsSchema,
    /** The date of the first instalment. */
    startDate: isoDateSchema,
    monthlyServiceFee: randsSchema.default(0),
    extraMonthly: randsSchema.default(0),
    extraMonthlyAnnualIncreasePercent: percentSchema.default(0),
    lumpSums: z.array(bondLumpSumSchema).max(MAX_BOND_TERM_MONTHS).default([]),
    rateChanges: z.array(bondRateChangeSchema).max(MAX_BOND_TERM_MONTHS).default([]),
    extraPaymentsReduce: z
      .enum(["term", "instalment"], { error: 'must be "term" or "instalment"' })
      .default("term"),
  })
  .superRefine((input, ctx) => {
    const start = monthOrdinal(input.startDate);
    for (const [index, lump] of input.lumpSums.entries()) {
      if (monthOrdinal(lump.date) < start) {
        ctx.addIssue({
          code: "custom",
          path: ["lumpSums", index, "date"],
          message: "must not be before the month of startDate",
        });
      }
    }
    const months = new Set<number>();
    for (const [index, change] of input.rateChanges.entries()) {
      const month = monthOrdinal(change.date);
      if (month <= start) {
        ctx.addIssue({
          code: "custom",
          path: ["rateChanges", index, "date"],
          message: "must be after the month of startDate (the first month uses annualRatePercent)",
        });
      } else if (months.has(month)) {
        ctx.addIssue({
          code: "custom",
          path: ["rateChanges", index, "date"],
          message: "has another rate change in the same month",
        });
      }
      months.add(month);
    }
  });

/** What callers pass (defaults optional). */
export type BondInput = z.input<typeof bondInputSchema>;
/** After parsing: defaults filled in. */
export type ParsedBondInput = z.output<typeof bondInputSchema>;
