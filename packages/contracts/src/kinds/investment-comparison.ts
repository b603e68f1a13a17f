import {
  type InvestmentComparisonInput,
  type InvestmentComparisonResult,
  investmentComparisonInputSchema,
} from "@adviser-desk/finance";
import { fractionToPercent } from "@adviser-desk/format";
import { z } from "zod";
import { type ProfileFacts, profileLink } from "../record-source-rules";
import { refineSourceLinks } from "../record-sources";
import { investmentComparisonWords } from "./investment-comparison-words";
import type { ContractKind } from "./kind";
import { describedRecordSchemas, sourcesSchema } from "./record-schemas";

/** An investment comparison's inputs: the finance engine's comparison input (2–4 options). */
export const investmentComparisonInputsSchema = investmentComparisonInputSchema
  .safeExtend({ sources: sourcesSchema })
  .superRefine(refineSourceLinks("investment-comparison"));
export const investmentComparisonResultSchema = z
  .custom<InvestmentComparisonResult>()
  .describe("InvestmentComparisonResult of @adviser-desk/finance compareInvestments");

const schemas = describedRecordSchemas(
  investmentComparisonInputsSchema,
  investmentComparisonInputsSchema,
  investmentComparisonResultSchema,
);
export const createInvestmentComparisonInputSchema = schemas.createSchema;
export const updateInvestmentComparisonInputSchema = schemas.updateSchema;
export const investmentComparisonSummarySchema = schemas.summarySchema;
export const investmentComparisonResponseSchema = schemas.responseSchema;
export const investmentComparisonListResponseSchema = schemas.listSchema;
export const investmentComparisonConflictProblemSchema = schemas.conflictSchema;

export type InvestmentComparisonInputs = z.input<typeof investmentComparisonInputsSchema>;
export type CreateInvestmentComparisonInput = z.input<typeof createInvestmentComparisonInputSchema>;
export type UpdateInvestmentComparisonInput = z.input<typeof updateInvestmentComparisonInputSchema>;
export type InvestmentComparisonSummary = z.output<typeof investmentComparisonSummarySchema>;
export type InvestmentComparisonResponse = z.output<typeof investmentComparisonResponseSchema>;
export type InvestmentComparisonListResponse = z.output<
  typeof investmentComparisonListResponseSchema
>;

/**
 * "New": two options over 10 years, R3 000 a month each: a discretionary unit trust and a
 * tax-free savings account, growing at the company's investment growth, deflated by its inflation.
 */
export function defaultInvestmentComparisonInputs(assumptions: {
  /** The company's default inflation, a fraction (0.05). */
  inflation: number;
  /** The company's default investment growth, a fraction (0.08). */
  investment: number;
  /** The firm's default yearly fee, a fraction (0.01); none when absent or 0. */
  annualFee?: number;
}): InvestmentComparisonInput {
  const growthPercent = fractionToPercent(assumptions.investment);
  const fee = assumptions.annualFee
    ? { annualFeePercent: fractionToPercent(assumptions.annualFee) }
    : {};
  return {
    horizonYears: 10,
    inflationPercent: fractionToPercent(assumptions.inflation),
    options: [
      {
        kind: "market",
        label: "Unit trust",
        wrapper: "discretionary",
        monthlyContribution: 3_000,
        growthPercent,
        ...fee,
      },
      {
        kind: "market",
        label: "Tax-free savings account",
        wrapper: "tfsa",
        monthlyContribution: 3_000,
        growthPercent,
        ...fee,
      },
    ],
  };
}

type ComparisonInputs = z.input<typeof investmentComparisonInputsSchema>;

/**
 * Option `index` (a TFSA) with the client's TFSA contributions so far and this tax year from the
 * profile, both linked (ADR 026); where the profile holds none, the link says so and R 0 stays.
 */
export function tfsaFromProfile(
  inputs: ComparisonInputs,
  profile: ProfileFacts,
  index: number,
): ComparisonInputs {
  const lifetime = profileLink(profile, "tfsaContributionsLifetime");
  const thisYear = profileLink(profile, "tfsaContributionsThisTaxYear");
  return {
    ...inputs,
    options: inputs.options.map((option, i) =>
      i === index && option.kind === "market"
        ? {
            ...option,
            tfsaPriorContributions: typeof lifetime.value === "number" ? lifetime.value : 0,
            tfsaPriorThisTaxYear: typeof thisYear.value === "number" ? thisYear.value : 0,
          }
        : option,
    ),
    sources: {
      ...inputs.sources,
      [`options.${index}.tfsaPriorContributions`]: lifetime,
      [`options.${index}.tfsaPriorThisTaxYear`]: thisYear,
    },
  };
}

/**
 * The gross annual income of the profile as the income that limits a retirement annuity's
 * deduction (s11F(2)), linked; where the profile holds none, the link says so and the rand cap
 * alone limits it (the field is left out).
 */
export function raIncomeFromProfile(
  inputs: ComparisonInputs,
  profile: ProfileFacts,
): ComparisonInputs {
  const income = profileLink(profile, "annualIncome");
  const { deductionIncome: _replaced, ...rest } = inputs.retirementAnnuity ?? {};
  return {
    ...inputs,
    retirementAnnuity:
      typeof income.value === "number" ? { ...rest, deductionIncome: income.value } : rest,
    sources: { ...inputs.sources, "retirementAnnuity.deductionIncome": income },
  };
}

const isWrapper = (option: ComparisonInputs["options"][number], wrapper: string) =>
  option.kind === "market" && option.wrapper === wrapper;

/** A new comparison with what the profile knows put in: every TFSA's and an RA's figures. */
export function comparisonFromProfile(
  inputs: ComparisonInputs,
  profile: ProfileFacts,
): ComparisonInputs {
  const withTfsas = inputs.options.reduce(
    (next, option, index) =>
      isWrapper(option, "tfsa") ? tfsaFromProfile(next, profile, index) : next,
    inputs,
  );
  return withTfsas.options.some((option) => isWrapper(option, "retirement-annuity"))
    ? raIncomeFromProfile(withTfsas, profile)
    : withTfsas;
}

/** A year-grid loop's columns: the year, then each option of the comparison in its order. */
export const YEAR_GRID_COLUMNS = ["year", "option1", "option2", "option3", "option4"] as const;
/** The year grids' column headings: the options' names. */
export const YEAR_GRID_HEADING_FIELDS = [
  "option1Label",
  "option2Label",
  "option3Label",
  "option4Label",
] as const;

/** Investment comparisons (spec §3): 2–4 options side by side, after tax and in today's money. */
export const investmentComparisonContract = {
  ...investmentComparisonWords,
  ...schemas,
  template: {
    fields: {
      horizonYears: "Horizon",
      inflation: "Inflation",
      marginalTaxRate: "Marginal tax rate",
      bestLabel: "Best option (after tax, in today's money)",
    },
    loops: {
      options: [
        "rank",
        "label",
        "type",
        "totalContributed",
        "finalValue",
        "finalAfterTaxValue",
        "finalRealValue",
        "annualisedReturn",
        "differenceFromBest",
      ],
      /** Superseded by the year grids below: still filled for templates written before them. */
      years: ["option", "year", "contributed", "value", "afterTaxExitValue", "real"],
      /** Year by year as the screen shows it: a row per year, a column per option (up to four). */
      yearsReal: YEAR_GRID_COLUMNS,
      yearsAfterTax: YEAR_GRID_COLUMNS,
      yearsValue: YEAR_GRID_COLUMNS,
      yearsPaidIn: YEAR_GRID_COLUMNS,
      assumptions: ["text"],
    },
    superseded: [],
    headings: YEAR_GRID_HEADING_FIELDS,
  },
} as const satisfies ContractKind<"investment-comparison">;
