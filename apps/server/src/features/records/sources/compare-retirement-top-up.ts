import {
  defaultInvestmentComparisonInputs,
  linkedValue,
  RECORD_NAME_MAX,
  type SourceLink,
  scenarioSourceSentence,
} from "@adviser-desk/contracts";
import { createRecord } from "../create-record";
import { investmentComparisonKind } from "../kinds/investment-comparison";
import { scenarioKind } from "../kinds/scenario";
import type { RecordDeps, RecordTarget } from "../record-deps";
import { findCompanyAssumptions } from "../record-queries";
import { loadSourceRecord } from "./load-source-record";
import { sourceHasNoValue } from "./source-errors";

/**
 * The scenario's "contribute R x more" hint as an investment comparison: a retirement annuity
 * of R x a year (÷ 12 a month) against the same money in a unit trust, at the scenario's
 * marginal rate; the contributions and the rate are linked to the scenario.
 */
export async function compareRetirementTopUp(
  deps: RecordDeps,
  target: RecordTarget & { now: Date },
) {
  const { clientId, source } = await loadSourceRecord(deps, scenarioKind, target);
  const { retirementTopUp, marginalRate } = source.values;
  if (typeof retirementTopUp !== "number" || typeof marginalRate !== "number") {
    throw sourceHasNoValue("extra retirement contribution");
  }
  const link = (field: SourceLink["field"], value: number): SourceLink => ({
    kind: "scenario",
    id: target.id,
    version: source.version,
    name: source.name,
    field,
    value,
  });
  const topUp = link("retirementTopUp", retirementTopUp);
  const monthly = Number(
    linkedValue("investment-comparison", "options.0.monthlyContribution", topUp),
  );
  const defaults = defaultInvestmentComparisonInputs(
    await findCompanyAssumptions(deps.db, target.scope),
  );
  const first = defaults.options[0];
  const growthPercent = first?.kind === "market" ? (first.growthPercent ?? 8) : 8;
  return createRecord(deps, investmentComparisonKind, {
    scope: target.scope,
    now: target.now,
    body: {
      clientId,
      description: `RA top-up: ${source.name}`.slice(0, RECORD_NAME_MAX),
      inputs: investmentComparisonKind.inputsSchema.parse({
        ...defaults,
        marginalTaxRate: marginalRate,
        marginalTaxRateSource: scenarioSourceSentence(source),
        options: [
          {
            kind: "market",
            label: "Retirement annuity top-up",
            wrapper: "retirement-annuity",
            monthlyContribution: monthly,
            growthPercent,
            // The point of the top-up is its tax refund: invested, so both options use the same money.
            taxRefund: "reinvest",
          },
          {
            kind: "market",
            label: "Unit trust, same money",
            wrapper: "discretionary",
            monthlyContribution: monthly,
            growthPercent,
          },
        ],
        sources: {
          marginalTaxRate: link("marginalRate", marginalRate),
          "options.0.monthlyContribution": topUp,
          "options.1.monthlyContribution": topUp,
        },
      }),
    },
  });
}
