import {
  createInvestmentComparisonInputSchema,
  defaultInvestmentComparisonInputs,
  investmentComparisonConflictProblemSchema,
  investmentComparisonInputsSchema,
  investmentComparisonListResponseSchema,
  investmentComparisonResponseSchema,
  investmentComparisonResultSchema,
  investmentComparisonSummarySchema,
  updateInvestmentComparisonInputSchema,
} from "@adviser-desk/contracts";
import {
  COMPARISON_DEFAULTS,
  compareInvestments,
  type InvestmentComparisonResult,
} from "@adviser-desk/finance";
import { formatRate } from "@adviser-desk/format";
import type { z } from "zod";
import type { RecordKindDefinition } from "../record-kind";
import { copyName } from "./copy-name";

type Inputs = z.output<typeof investmentComparisonInputsSchema>;
interface Names {
  description: string;
}

/** Investment comparisons: 2–4 options side by side; new ones use the company's assumptions. */
export const investmentComparisonKind: RecordKindDefinition<
  Names,
  Inputs,
  Inputs,
  InvestmentComparisonResult
> = {
  kind: "investment-comparison",
  path: "investment-comparisons",
  noun: "investment comparison",
  singular: "InvestmentComparison",
  plural: "InvestmentComparisons",
  createSchema: createInvestmentComparisonInputSchema,
  updateSchema: updateInvestmentComparisonInputSchema,
  inputsSchema: investmentComparisonInputsSchema,
  storedInputsSchema: investmentComparisonInputsSchema,
  resultSchema: investmentComparisonResultSchema,
  summarySchema: investmentComparisonSummarySchema,
  listSchema: investmentComparisonListResponseSchema,
  responseSchema: investmentComparisonResponseSchema,
  conflictSchema: investmentComparisonConflictProblemSchema,
  names: {
    pick: ({ description }) => ({ description }),
    toColumns: (names) => ({ name: names.description, taxYear: null }),
    fromColumns: (columns) => ({ description: columns.name }),
    copyOf: (names) => ({ description: copyName(names.description) }),
  },
  defaultInputs: async ({ companyAssumptions, latestScenarioMarginalRate }) => {
    const defaults = defaultInvestmentComparisonInputs(await companyAssumptions());
    const marginal = await latestScenarioMarginalRate();
    return marginal === null
      ? {
          ...defaults,
          marginalTaxRateSource: `Default ${formatRate(COMPARISON_DEFAULTS.marginalTaxRate)}: the client has no saved tax scenario yet`,
        }
      : { ...defaults, marginalTaxRate: marginal.rate, marginalTaxRateSource: marginal.source };
  },
  compute: async ({ inputs }) => ({
    inputs,
    result: compareInvestments(inputs),
    rateTables: [],
  }),
  bodyPathOf: (path) => `inputs.${path}`,
};
