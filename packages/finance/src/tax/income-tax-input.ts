import { formatCentsInText } from "@adviser-desk/format";
import { z } from "zod";
import { FinanceInputError, type Problem } from "../core/errors";
import { MAX_RANDS, type Rands } from "../core/money";
import { isoDateSchema, type NumberIn, randsSchema } from "../core/schemas";
import { lumpSumInputSchema } from "../retirement/lump-sum-input";

/** Rands that may be negative (a loss), within ±MAX_RANDS. */
const signedRandsSchema: NumberIn<Rands> = z
  .number({ error: "must be a number" })
  .finite({ error: "must be a finite number" })
  .min(-MAX_RANDS, { error: `must not be below -${MAX_RANDS}` })
  .max(MAX_RANDS, { error: `must not exceed ${MAX_RANDS}` });

const amount = randsSchema.default(0);

/** Two-pot: the smallest savings withdrawal a fund pays, gross (SARS; Momentum; transfin). */
export const SAVINGS_WITHDRAWAL_MINIMUM = 2_000;
/** Two-pot savings withdrawals exist from this date (SARS news, 2 September 2024). */
export const TWO_POT_START = "2024-09-01";
const kilometres = z
  .number({ error: "must be a number" })
  .finite({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(1_000_000, { error: "must not exceed 1 000 000 km" })
  .default(0);
const flag = z.boolean({ error: "must be true or false" }).default(false);

/** IRP6 planning (Fourth Schedule Part III). Amounts in rands. */
export const provisionalTaxInputSchema = z.strictObject({
  /** PAYE deducted in the first six months (March–August); default half the year's PAYE. */
  payeFirstPeriod: randsSchema.optional(),
  /** Foreign tax credits (s6quat) expected for the year. */
  foreignTaxCredits: amount,
  /**
   * Basic amount (para 19(1)(d)): taxable income on the latest assessment issued at least 14 days
   * before the estimate, less taxable lump sums and taxable capital gains. Absent = not known.
   */
  basicAmount: randsSchema.optional(),
  /**
   * The year of assessment of that latest assessment (e.g. 2024). An estimate made more than 18
   * months after its end raises the basic amount by 8 % a year (para 19(1)(d)). Absent = the year
   * before this one (no uplift), stated as an assumption.
   */
  basicAmountYear: z
    .number({ error: "must be a number" })
    .int({ error: "must be a tax year such as 2024" })
    .min(2000, { error: "must be 2000 or later" })
    .max(2100, { error: "must be 2100 or earlier" })
    .optional(),
  /** Taxable income estimated on the second-period IRP6; default this scenario's taxable income. */
  secondPeriodEstimate: randsSchema.optional(),
  /**
   * The first payment (end of August) actually made. Absent = not known: the second payment then
   * assumes the first was paid as worked out. 0 = nothing was paid (a different state).
   */
  firstPaymentMade: randsSchema.optional(),
  /** SARS has notified the person that they are a provisional taxpayer (para 1, definition (c)). */
  notifiedBySars: flag,
});
export const capitalGainEntrySchema = z.strictObject({
  /** Proceeds less base cost for one disposal; negative for a capital loss. */
  gain: signedRandsSchema,
  /** Disposal of the person's primary residence (Eighth Schedule para 45 exclusion applies). */
  primaryResidence: flag,
  description: z
    .string({ error: "must be text" })
    .max(200, { error: "must be at most 200 characters" })
    .optional(),
});

/**
 * One person's year of assessment. All amounts are annual rands; everything but the age (or date of
 * birth) is optional and defaults to 0 / false, so `{ age: 40, salary: 300_000 }` is complete.
 */
export const incomeTaxInputSchema = z
  .strictObject({
    /** Age on the last day of the tax year. Give this or dateOfBirth. */
    age: z
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number of years" })
      .min(0, { error: "must not be negative" })
      .max(130, { error: "must be 130 or less" })
      .optional(),
    dateOfBirth: isoDateSchema.optional(),
    // Employment
    salary: amount,
    bonus: amount,
    commission: amount,
    /** Taxable value of fringe benefits (Seventh Schedule), e.g. company car, medical aid paid. */
    fringeBenefits: amount,
    /** Fixed travel allowance received in the year (fully included on assessment). */
    travelAllowance: amount,
    /** Employer satisfied that ≥ 80% of use is business: 20% PAYE inclusion, not 80%. */
    travelMostlyBusiness: flag,
    businessKilometres: kilometres,
    totalKilometres: kilometres,
    /** Total actual vehicle costs for the year; apportioned by business ÷ total km. */
    travelActualCosts: amount,
    /** Vehicle value incl. VAT, for the SARS deemed cost table. */
    vehicleValue: amount,
    // Investment income
    localInterest: amount,
    foreignInterest: amount,
    localDividends: amount,
    foreignDividends: amount,
    // Other income (net rental and business results may be losses)
    netRentalIncome: signedRandsSchema.default(0),
    businessProfit: signedRandsSchema.default(0),
    /** Pensions and annuities from retirement funds. */
    annuityIncome: amount,
    otherIncome: amount,
    /**
     * Two-pot savings withdrawal benefit taken this tax year (from 1 September 2024; one per tax
     * year, at least R2 000 gross). Gross income para (eA): taxed at the marginal rate, not on the
     * lump-sum tables.
     */
    savingsWithdrawal: amount,
    /** The fund's administration fee on that withdrawal, deducted before the tax directive. */
    savingsWithdrawalFee: amount,
    /**
     * Retirement fund lump sums and severance benefits accruing this tax year, each taxed on SARS's
     * lump-sum tables (separately from normal tax) by the cumulative rule.
     */
    lumpSums: z
      .array(lumpSumInputSchema)
      .max(10, { error: "must list at most 10 lump sums" })
      .default([]),
    // Capital gains
    capitalGains: z
      .array(capitalGainEntrySchema)
      .max(500, { error: "must list at most 500 disposals" })
      .default([]),
    /** Assessed capital loss brought forward from the previous year. */
    capitalLossBroughtForward: amount,
    /** The person died in this year: the year-of-death exclusion replaces the annual exclusion. */
    yearOfDeath: flag,
    // Deductions
    retirementContributions: amount,
    /** Contributions disallowed in earlier years and carried forward (s11F). */
    retirementCarriedForward: amount,
    /** Donations to s18A-approved organisations with receipts. */
    donations: amount,
    donationsCarriedForward: amount,
    otherDeductions: amount,
    // Medical
    /** People covered by the scheme, including the main member (0 = no scheme). */
    medicalSchemeMembers: z
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must not be negative" })
      .max(30, { error: "must be 30 or less" })
      .default(0),
    /** Months of the year in respect of which scheme fees were paid (s6A(2)(b)). */
    medicalSchemeMonths: z
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number of months" })
      .min(0, { error: "must not be negative" })
      .max(12, { error: "must be 12 or less" })
      .default(12),
    /** Scheme fees paid by the person (including employer contributions taxed as a fringe benefit). */
    medicalSchemeFees: amount,
    /** Qualifying medical expenses paid and not recovered from the scheme. */
    medicalExpenses: amount,
    /** The person, spouse or a child is a person with a disability (s6B(3)(b)). */
    disability: flag,
    // Tax already paid
    payePaid: amount,
    /**
     * Provisional tax paid for the year. Absent = not known (the balance is then shown both "if no
     * provisional tax is paid" and "if paid as planned"); 0 = nothing was paid.
     */
    provisionalTaxPaid: randsSchema.optional(),
    /**
     * Tax the fund withheld on the two-pot savings withdrawal under SARS's tax directive (employees'
     * tax, credited against the year's tax). Absent = the tax the withdrawal adds to this scenario.
     */
    savingsWithdrawalTaxWithheld: randsSchema.optional(),
    /** Provisional tax (IRP6) planning for this year; omit when the person is not provisional. */
    provisional: provisionalTaxInputSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.savingsWithdrawal > 0 && input.savingsWithdrawal < SAVINGS_WITHDRAWAL_MINIMUM) {
      ctx.addIssue({
        code: "custom",
        path: ["savingsWithdrawal"],
        message: `must be at least ${formatCentsInText(SAVINGS_WITHDRAWAL_MINIMUM * 100)} (the two-pot minimum savings withdrawal, before fees and tax)`,
      });
    }
    if (input.savingsWithdrawalFee > input.savingsWithdrawal) {
      ctx.addIssue({
        code: "custom",
        path: ["savingsWithdrawalFee"],
        message: "must not exceed the savings withdrawal",
      });
    }
    const withheld = input.savingsWithdrawalTaxWithheld;
    if (withheld !== undefined && withheld > input.savingsWithdrawal - input.savingsWithdrawalFee) {
      ctx.addIssue({
        code: "custom",
        path: ["savingsWithdrawalTaxWithheld"],
        message:
          input.savingsWithdrawal === 0
            ? "needs a savings withdrawal"
            : "must not exceed the savings withdrawal less the fund's fee",
      });
    }
    const payeFirst = input.provisional?.payeFirstPeriod;
    if (payeFirst !== undefined && payeFirst > input.payePaid) {
      ctx.addIssue({
        code: "custom",
        path: ["provisional", "payeFirstPeriod"],
        message: "must not exceed the PAYE for the whole year (payePaid)",
      });
    }
    if (input.age === undefined && input.dateOfBirth === undefined) {
      ctx.addIssue({ code: "custom", path: ["age"], message: "give the age or the dateOfBirth" });
    }
    if (input.totalKilometres > 0 && input.businessKilometres > input.totalKilometres) {
      ctx.addIssue({
        code: "custom",
        path: ["businessKilometres"],
        message: "must not exceed totalKilometres",
      });
    }
    if ((input.travelActualCosts > 0 || input.vehicleValue > 0) && input.totalKilometres <= 0) {
      ctx.addIssue({
        code: "custom",
        path: ["totalKilometres"],
        message: "is needed to apportion actual or deemed vehicle costs",
      });
    }
  });

/** What callers pass (defaults optional). */
export type IncomeTaxInput = z.input<typeof incomeTaxInputSchema>;
/** The parsed input with every default filled in. */
export type ParsedIncomeTaxInput = z.output<typeof incomeTaxInputSchema>;

/**
 * Parses input, throwing FinanceInputError. Unknown keys (a typo such as "salery") are errors named
 * by the key itself, so a mistyped amount can never be silently treated as 0.
 */
export function parseIncomeTaxInput(input: unknown): ParsedIncomeTaxInput {
  const parsed = incomeTaxInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems: Problem[] = [];
  for (const issue of parsed.error.issues) {
    const prefix = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        problems.push({ path: prefix ? `${prefix}.${key}` : key, message: "is not a known field" });
      }
    } else {
      problems.push({ path: prefix, message: issue.message });
    }
  }
  throw new FinanceInputError(problems);
}

export type CapitalGainEntry = z.input<typeof capitalGainEntrySchema>;
