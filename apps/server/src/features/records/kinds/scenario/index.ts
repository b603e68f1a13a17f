import {
  DEFAULT_TAX_YEAR,
  defaultScenarioInputs,
  scenarioContract,
  withoutLinks,
} from "@adviser-desk/contracts";
import { calculateIncomeTax, FinanceInputError, type IncomeTaxResult } from "@adviser-desk/finance";
import { formatMoney, formatRate } from "@adviser-desk/format";
import { copyName } from "../record-names";
import { type KeyFigure, keyFigure, type ServerKind } from "../server-kind";
import { scenarioContent } from "./report-content";
import { scenarioSheets } from "./sheets";

/** The tax result's bottom lines are estimates when any table figure it used is (as in its report). */
function scenarioKeyFigures(r: IncomeTaxResult): KeyFigure[] {
  const estimate = r.estimatedFigures.length > 0;
  return [
    keyFigure("Tax payable", formatMoney(r.taxPayable), estimate),
    r.balanceDue < 0
      ? keyFigure("Refund due", formatMoney(-r.balanceDue), estimate)
      : keyFigure("Still to pay", formatMoney(r.balanceDue), estimate),
    keyFigure("Marginal rate", formatRate(r.marginalRate)),
    keyFigure("Tax year", String(r.taxYear)),
  ];
}

/** Tax scenarios: income tax for one SARS year of assessment, with that year's table. */
export const scenarioKind: ServerKind<"scenario"> = {
  ...scenarioContract,
  names: {
    pick: ({ scenarioName, taxYear }) => ({ scenarioName, taxYear }),
    toColumns: (names) => ({ name: names.scenarioName, taxYear: names.taxYear }),
    fromColumns: (columns) => ({
      scenarioName: columns.name,
      taxYear: columns.taxYear ?? DEFAULT_TAX_YEAR,
    }),
    copyOf: (names) => ({ ...names, scenarioName: copyName(names.scenarioName) }),
  },
  defaultInputs: async ({ clientProfile }) =>
    defaultScenarioInputs((await clientProfile()) ?? undefined),
  async compute({ inputs, names, tables }) {
    const loaded = await tables.taxYear(names.taxYear);
    if (!loaded) {
      throw new FinanceInputError([
        { path: "taxYear", message: `there is no rate table for tax year ${names.taxYear}` },
      ]);
    }
    const lumpSums = await tables.lumpSums();
    const result = calculateIncomeTax(
      withoutLinks(inputs),
      loaded.table,
      lumpSums.map((l) => l.table),
    );
    // The lump-sum tables this result was taxed on are named with it (and kept when locked).
    const usedLumpSumTables = new Set(result.lumpSums.map((l) => l.tableId));
    return {
      inputs,
      result,
      rateTables: [
        loaded.ref,
        ...lumpSums.filter((l) => usedLumpSumTables.has(l.table.id)).map((l) => l.ref),
      ],
    };
  },
  bodyPathOf: (path) =>
    path === "taxYear" ? "taxYear" : path.startsWith("table") ? null : `inputs.${path}`,
  reportContent: scenarioContent,
  sheets: scenarioSheets,
  keyFigures: scenarioKeyFigures,
};
