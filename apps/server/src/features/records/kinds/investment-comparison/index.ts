import {
  comparisonFromProfile,
  defaultInvestmentComparisonInputs,
  investmentComparisonContract,
} from "@adviser-desk/contracts";
import {
  COMPARISON_DEFAULTS,
  compareInvestments,
  type InvestmentComparisonResult,
  raLumpSumTable,
} from "@adviser-desk/finance";
import { formatMoney, formatRate } from "@adviser-desk/format";
import { descriptionNames } from "../record-names";
import { type KeyFigure, keyFigure, type ServerKind } from "../server-kind";
import { investmentContent } from "./report-content";
import { investmentSheets } from "./sheets";

/** The best option, and what it is worth after tax in today's money at the horizon. */
function investmentKeyFigures(r: InvestmentComparisonResult): KeyFigure[] {
  const best = r.options.find((option) => option.label === r.bestLabel);
  return [
    keyFigure("Best option", r.bestLabel),
    ...(best
      ? [
          keyFigure(
            `After tax in today's money, in ${r.horizonYears} years`,
            formatMoney(best.summary.finalRealValue),
          ),
        ]
      : []),
  ];
}

/** Investment comparisons: 2–4 options side by side; new ones use the company's assumptions. */
export const investmentComparisonKind: ServerKind<"investment-comparison"> = {
  ...investmentComparisonContract,
  names: descriptionNames,
  defaultInputs: async ({ companyAssumptions, latestScenarioMarginalRate, clientProfile }) => {
    const defaults = defaultInvestmentComparisonInputs(await companyAssumptions());
    const marginal = await latestScenarioMarginalRate();
    const withRate =
      marginal === null
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
    const profile = await clientProfile();
    return profile === null ? withRate : comparisonFromProfile(withRate, profile);
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
