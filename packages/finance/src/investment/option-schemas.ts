import { z } from "zod";
import { positiveRandsSchema, termMonthsSchema } from "../bond/bond-input-schema";
import { percentSchema, randsSchema } from "../core/schemas";

/** Where TFSA contributions above the annual or lifetime limit go (see marketOptionSchema). */
export const TFSA_EXCESS_CHOICES = ["unit-trust", "penalty", "not-invested"] as const;
export type TfsaExcessChoice = (typeof TFSA_EXCESS_CHOICES)[number];

/** Each choice in words, for the screen's control and the client's report. */
export const TFSA_EXCESS_CHOICE_LABELS: Readonly<Record<TfsaExcessChoice, string>> = {
  "unit-trust": "Invest the excess in a unit trust",
  penalty: "Pay it into the TFSA and SARS's 40\u00a0% tax",
  "not-invested": "Do not invest the excess",
};

/** What an RA's yearly s11F tax refund does (see marketOptionSchema.taxRefund). */
export const TAX_REFUND_CHOICES = ["reinvest", "spend"] as const;
export type TaxRefundChoice = (typeof TAX_REFUND_CHOICES)[number];

/** Each choice in words, for the screen's control and the client's report. */
export const TAX_REFUND_CHOICE_LABELS: Readonly<Record<TaxRefundChoice, string>> = {
  reinvest: "Reinvested",
  spend: "Spent by the client",
};

/**
 * The adviser's name for the option. Absent or empty: the wrapper's (or kind's) name, as
 * optionDisplayNames gives it; a default name of another wrapper follows the wrapper too.
 */
const labelSchema = z
  .string({ error: "must be text" })
  .trim()
  .max(60, { error: "must not exceed 60 characters" })
  .optional();

/** A fund held in one of four tax wrappers. */
export const marketOptionSchema = z
  .object({
    kind: z.literal("market"),
    label: labelSchema,
    wrapper: z
      .enum(["discretionary", "tfsa", "retirement-annuity", "endowment"], {
        error: 'must be "discretionary", "tfsa", "retirement-annuity" or "endowment"',
      })
      .default("discretionary"),
    lumpSum: randsSchema.default(0),
    monthlyContribution: randsSchema.default(0),
    /** Yearly increase of the monthly contribution. */
    contributionEscalationPercent: percentSchema.default(0),
    /** Total growth before fees, effective per year. */
    growthPercent: percentSchema.default(8),
    annualFeePercent: percentSchema.default(0),
    /** The part of growthPercent paid as income (interest, dividends, REIT distributions). */
    incomeYieldPercent: percentSchema.default(0),
    /**
     * Taxed as discretionary (the fund itself, or a unit trust beside a TFSA or RA): the part of
     * incomeYieldPercent that is local dividends (exempt from income tax, s10(1)(k); 20 %
     * dividends tax withheld).
     */
    dividendYieldPercent: percentSchema.default(0),
    /**
     * Taxed as discretionary: the part of incomeYieldPercent that is REIT distributions, taxed as
     * income at the marginal rate without the s10(1)(i) interest exemption (they are not interest)
     * and not exempt as dividends (s25BB). The rest of the income is interest.
     */
    reitYieldPercent: percentSchema.default(0),
    /**
     * Retirement annuity only: the yearly s11F tax refund is "reinvest"ed in a unit trust beside
     * the RA (same growth and fees, taxed as discretionary), or the client "spend"s it: then it is
     * counted as cash received, at its buying power when received, so no option's value leaves
     * out money the client got. Either way every option is compared on the same money out.
     * Records saved before this choice carried `reinvestTaxSaving`, whose default (false) left the
     * refund out of the RA's value; an unset switch was no choice of the adviser, so that key is
     * dropped (the object strips unknown keys) and they read as the default, "reinvest" (ADR 007).
     */
    taxRefund: z
      .enum(TAX_REFUND_CHOICES, { error: 'must be "reinvest" or "spend"' })
      .default("reinvest"),
    /** TFSA only: contributions already made to tax-free accounts (counts to the lifetime limit). */
    tfsaPriorContributions: randsSchema.default(0),
    /**
     * TFSA only: contributions already made to tax-free accounts in the current tax year (part of
     * tfsaPriorContributions): they use up the first projection year's annual limit (s12T(4)(a)).
     */
    tfsaPriorThisTaxYear: randsSchema.default(0),
    /**
     * TFSA only: what happens to planned contributions above the limits, so every option invests
     * the same money: "unit-trust" (a discretionary unit trust with the same growth and fees,
     * taxed as such), "penalty" (paid into the TFSA anyway; SARS taxes the excess at 40 %,
     * s12T(7), paid by the investor) or "not-invested" (kept out of the comparison).
     */
    tfsaExcessTo: z
      .enum(TFSA_EXCESS_CHOICES, {
        error: 'must be "unit-trust", "penalty" or "not-invested"',
      })
      .default("unit-trust"),
  })
  .superRefine((option, ctx) => {
    if (option.incomeYieldPercent > option.growthPercent) {
      ctx.addIssue({
        code: "custom",
        path: ["incomeYieldPercent"],
        message: "must not exceed growthPercent (it is the income part of the growth)",
      });
    }
    if (option.dividendYieldPercent > option.incomeYieldPercent) {
      ctx.addIssue({
        code: "custom",
        path: ["dividendYieldPercent"],
        message: "must not exceed incomeYieldPercent (it is the dividend part of the income)",
      });
    } else if (option.dividendYieldPercent + option.reitYieldPercent > option.incomeYieldPercent) {
      ctx.addIssue({
        code: "custom",
        path: ["reitYieldPercent"],
        message:
          "must not exceed incomeYieldPercent less dividendYieldPercent (it is the REIT part of the income)",
      });
    }
    if (option.tfsaPriorThisTaxYear > option.tfsaPriorContributions) {
      ctx.addIssue({
        code: "custom",
        path: ["tfsaPriorThisTaxYear"],
        message:
          "must not exceed tfsaPriorContributions (this tax year's contributions are part of the lifetime total)",
      });
    }
    if (option.lumpSum === 0 && option.monthlyContribution === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["lumpSum"],
        message: "enter a lump sum or a monthly contribution",
      });
    }
  });

/** Buy-to-let property financed with a bond. */
export const propertyOptionSchema = z
  .object({
    kind: z.literal("property"),
    label: labelSchema,
    price: positiveRandsSchema,
    deposit: randsSchema.default(0),
    /** Default: prime, 10.25% (SARB, last confirmed mid-2026). */
    bondRatePercent: percentSchema.default(10.25),
    bondTermMonths: termMonthsSchema.default(240),
    /** Transfer duty + conveyancing + bond registration, from the property calculator. */
    transferCosts: randsSchema.optional(),
    monthlyRent: randsSchema,
    /** Yearly rent increase; default: the comparison's inflation. */
    rentEscalationPercent: percentSchema.optional(),
    /** Share of rent lost to vacancies and bad debt. */
    vacancyPercent: percentSchema.default(0),
    /** Letting agent's fee as a share of rent collected. */
    managementFeePercent: percentSchema.default(0),
    monthlyLevies: randsSchema.default(0),
    monthlyRates: randsSchema.default(0),
    monthlyInsurance: randsSchema.default(0),
    monthlyMaintenance: randsSchema.default(0),
    /** Yearly growth of the property's value; default: the comparison's inflation. */
    capitalGrowthPercent: percentSchema.optional(),
    /** Estate agent's commission on the sale, excluding VAT. */
    agentCommissionPercent: percentSchema.default(5),
    vatPercent: percentSchema.default(15),
  })
  .superRefine((option, ctx) => {
    if (option.deposit > option.price) {
      ctx.addIssue({ code: "custom", path: ["deposit"], message: "must not exceed price" });
    }
  });

/** Extra payments into an existing bond. */
export const bondExtraOptionSchema = z
  .object({
    kind: z.literal("bond-extra"),
    label: labelSchema,
    /** The bond's outstanding balance today. */
    balance: positiveRandsSchema,
    bondRatePercent: percentSchema,
    remainingTermMonths: termMonthsSchema,
    extraMonthly: randsSchema.default(0),
    /** Yearly increase of the monthly extra. */
    extraEscalationPercent: percentSchema.default(0),
    /** Paid with the first instalment. */
    lumpSum: randsSchema.default(0),
  })
  .superRefine((option, ctx) => {
    if (option.extraMonthly === 0 && option.lumpSum === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["extraMonthly"],
        message: "enter an extra monthly payment or a lump sum",
      });
    }
  });

export const investmentOptionSchema = z.discriminatedUnion(
  "kind",
  [marketOptionSchema, propertyOptionSchema, bondExtraOptionSchema],
  { error: 'kind must be "market", "property" or "bond-extra"' },
);

export type MarketOption = z.output<typeof marketOptionSchema>;
export type PropertyOption = z.output<typeof propertyOptionSchema>;
export type BondExtraOption = z.output<typeof bondExtraOptionSchema>;
export type InvestmentOption = z.output<typeof investmentOptionSchema>;
export type InvestmentOptionInput = z.input<typeof investmentOptionSchema>;
