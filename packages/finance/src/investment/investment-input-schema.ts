import { z } from "zod";
import type { Percent } from "../core/money";
import { type NumberIn, percentSchema, randsSchema, rateSchema } from "../core/schemas";
import { TAX_YEAR_2027 } from "../tax/tables/year-2027";
import { investmentOptionSchema } from "./option-schemas";

/**
 * The comparison's default tax figures, read from the one tax-year table they follow (2027: 1 March
 * 2026 – 28 February 2027), so the CGT exclusion, TFSA limits and the s11F cap always agree with
 * that table (its figures are estimates: Budget 2026 proposals, see tax/tables/year-2027.ts).
 */
export const COMPARISON_DEFAULTS = {
  taxYear: TAX_YEAR_2027.taxYear,
  cgtInclusionRate: TAX_YEAR_2027.capitalGains.inclusionRate,
  cgtAnnualExclusion: TAX_YEAR_2027.capitalGains.annualExclusion,
  tfsaAnnualLimit: TAX_YEAR_2027.tfsa.annualLimit,
  tfsaLifetimeLimit: TAX_YEAR_2027.tfsa.lifetimeLimit,
  raAnnualDeductionCap: TAX_YEAR_2027.retirement.annualCap,
  /** The marginal rate assumed until the client has a saved tax scenario. */
  marginalTaxRate: 0.31,
} as const;

/**
 * Input of `compareInvestments`. Defaults follow the 2027 tax year (1 March 2026 – 28 February
 * 2027) in docs/reference/sa-tax-facts.md §5; every figure stays editable because the
 * 2027 amounts were Budget 2026 proposals whose enactment was not confirmed.
 */
export const investmentComparisonInputSchema = z.object({
  horizonYears: z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number of years" })
    .min(1, { error: "must be at least 1 year" })
    .max(60, { error: "must not exceed 60 years" }),
  inflationPercent: percentSchema.default(5),
  /** The client's marginal income tax rate as a fraction (0.31 = 31%), from the tax engine. */
  marginalTaxRate: rateSchema(0.45).default(COMPARISON_DEFAULTS.marginalTaxRate),
  /** Where the marginal rate came from, shown beside it (e.g. the client's latest tax scenario). */
  marginalTaxRateSource: z.string({ error: "must be text" }).max(200).optional(),
  /**
   * The s10(1)(i) interest exemption still available to each discretionary option a year (R23 800
   * under 65, R34 500 from 65, less what the client's other interest uses). Default 0: the cautious
   * assumption that other interest already uses it. REIT distributions never qualify.
   */
  interestExemptionAvailable: randsSchema.default(0),
  /** Dividends tax on local dividends (s64E): 20% since 22 February 2017. */
  dividendsTaxRate: rateSchema(1).default(TAX_YEAR_2027.dividendsTaxRate),
  cgt: z
    .object({
      inclusionRate: rateSchema(1).default(COMPARISON_DEFAULTS.cgtInclusionRate),
      /** Individual annual exclusion: R50 000 from the 2027 tax year (R40 000 before). */
      annualExclusion: randsSchema.default(COMPARISON_DEFAULTS.cgtAnnualExclusion),
    })
    .prefault({}),
  tfsa: z
    .object({
      /** s12T(4)(a): R46 000 from the 2027 tax year (R36 000 in 2021–2026). */
      annualLimit: randsSchema.default(COMPARISON_DEFAULTS.tfsaAnnualLimit),
      /** s12T(4)(c): R500 000. */
      lifetimeLimit: randsSchema.default(COMPARISON_DEFAULTS.tfsaLifetimeLimit),
    })
    .prefault({}),
  retirementAnnuity: z
    .object({
      /** s11F rand cap of the 2027 table: R430 000 (Budget 2026 proposal, marked an estimate there). */
      annualDeductionCap: randsSchema.default(COMPARISON_DEFAULTS.raAnnualDeductionCap),
      /**
       * The greater of the client's yearly remuneration and taxable income, in today's money:
       * s11F(2) also limits the deduction to 27,5 % of it. Absent: assumed high enough that the
       * rand cap is the limit (said on the report).
       */
      deductionIncome: randsSchema.optional(),
      /**
       * The client's estimated taxable income a year in retirement, in today's money, including
       * this RA's annuity. The annuity's income is taxed as the top slice of it on the tax
       * tables (with the age rebates). Absent: the annuity's own income is the estimate.
       */
      retirementIncome: randsSchema.optional(),
      /** Age in the first year of retirement, for the s6 rebates (65+: secondary, 75+: tertiary). */
      ageAtRetirement: z
        .number({ error: "must be a number" })
        .int({ error: "must be a whole number of years" })
        .min(55, { error: "must be at least 55 (funds pay out from 55)" })
        .max(100, { error: "must not exceed 100" })
        .default(65),
      /**
       * The yearly income drawn from the annuity as a share of its capital: a living annuity's
       * drawdown must be 2.5–17.5 % a year (Minister of Finance notice GN 290, GG 32005 of 11
       * March 2009, under para (b) of "living annuity" in s1 of the Income Tax Act). The income is
       * gross income (para (a) of "gross income", s1: amounts received by way of annuity).
       */
      annuityDrawdownPercent: (
        z
          .number({ error: "must be a number" })
          .min(2.5, { error: "must be at least 2.5 (the living annuity minimum)" })
          .max(17.5, {
            error: "must not exceed 17.5 (the living annuity maximum)",
          }) as NumberIn<Percent>
      ).default(5),
    })
    .prefault({}),
  endowment: z
    .object({
      /** Individual policyholder fund rate on income. */
      incomeTaxRate: rateSchema(1).default(0.3),
      /** Effective rate on gains inside the policy: 40% inclusion × 30%. */
      capitalGainsRate: rateSchema(1).default(0.12),
    })
    .prefault({}),
  options: z
    .array(investmentOptionSchema)
    .min(2, { error: "must have at least 2 options" })
    .max(4, { error: "must have at most 4 options" }),
});

export type InvestmentComparisonInput = z.input<typeof investmentComparisonInputSchema>;
export type ParsedInvestmentComparisonInput = z.output<typeof investmentComparisonInputSchema>;
