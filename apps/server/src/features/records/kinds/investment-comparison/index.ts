import {
  defaultInvestmentComparisonInputs,
  investmentComparisonContract,
  type investmentComparisonInputsSchema,
} from "@adviser-desk/contracts";
import {
  COMPARISON_DEFAULTS,
  compareInvestments,
  type InvestmentComparisonResult,
  raLumpSumTable,
} from "@adviser-desk/finance";
import { formatRate } from "@adviser-desk/format";
import type { z } from "zod";
import { copyName } from "../copy-name";
import type { ServerKind } from "../server-kind";
import { investmentKeyFigures } from "./key-figures";
import { investmentContent } from "./report-content";
import { investmentSheets } from "./sheets";

type Inputs = z.output<typeof investmentComparisonInputsSchema>;
interface Names {
  description: string;
}

/** Investment comparisons: 2–4 options side by side; new ones use the company's assumptions. */
export const investmentComparisonKind: ServerKind<
  Names,
  Inputs,
  Inputs,
  InvestmentComparisonResult
> = {
  ...investmentComparisonContract,
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
      : {
          ...defaults,
          marginalTaxRate: marginal.rate,
          marginalTaxRateSource: marginal.source,
          sources: { marginalTaxRate: marginal.link },
        };
  },
  async compute({ inputs, tables }) {
    // The RA's exit is taxed with the stored tables (ADR 016): the lump-sum table and the tax
    // year the comparison's defaults follow (its brackets and rebates tax the annuity's income).
    const taxYear = await tables.taxYear(COMPARISON_DEFAULTS.taxYear);
    const lumpSums = await tables.lumpSums();
    if (!taxYear || lumpSums.length === 0) {
      return { inputs, result: compareInvestments(inputs), rateTables: [] };
    }
    const lumpSumTable = raLumpSumTable(lumpSums.map((l) => l.table));
    const usesRa = inputs.options.some(
      (option) => option.kind === "market" && option.wrapper === "retirement-annuity",
    );
    return {
      inputs,
      result: compareInvestments(inputs, {
        taxYear: taxYear.table,
        lumpSums: lumpSums.map((l) => l.table),
      }),
      rateTables: usesRa
        ? [taxYear.ref, ...lumpSums.filter((l) => l.table === lumpSumTable).map((l) => l.ref)]
        : [],
    };
  },
  bodyPathOf: (path) => `inputs.${path}`,
  reportContent: investmentContent,
  sheets: investmentSheets,
  keyFigures: investmentKeyFigures,
};
