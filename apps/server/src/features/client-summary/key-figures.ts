import type { RecordKind, SummaryKeyFigures } from "@adviser-desk/contracts";
import type {
  BondResult,
  IncomeTaxResult,
  InvestmentComparisonResult,
  TransferCostsResult,
} from "@adviser-desk/finance";
import { FinanceInputError } from "@adviser-desk/finance";
import { formatDate, formatMoney, formatRate } from "@adviser-desk/format";
import type { RecordDeps } from "../records/record-deps";
import { resultOfRow } from "../records/record-json";
import type { RecordKindDefinition } from "../records/record-kind";
import { REPORT_KINDS } from "../reports/report-kinds";
import type { ClientRecordRow } from "./client-summary-queries";
import { KIND_LABELS, SUMMARY_KIND_ORDER } from "./record-kind-labels";

type Figure = SummaryKeyFigures["figures"][number];

const fig = (label: string, value: string, estimate = false): Figure => ({
  label,
  value,
  estimate,
});

/** The tax result's bottom lines are estimates when any table figure it used is (as in its report). */
function scenarioFigures(r: IncomeTaxResult): Figure[] {
  const estimate = r.estimatedFigures.length > 0;
  return [
    fig("Tax payable", formatMoney(r.taxPayable), estimate),
    r.balanceDue < 0
      ? fig("Refund due", formatMoney(-r.balanceDue), estimate)
      : fig("Still to pay", formatMoney(r.balanceDue), estimate),
    fig("Marginal rate", formatRate(r.marginalRate)),
    fig("Tax year", String(r.taxYear)),
  ];
}

function transferFigures(r: TransferCostsResult): Figure[] {
  const estimated = new Set(r.estimates.map((e) => e.line));
  return [
    fig("Cash needed", formatMoney(r.cashNeeded), estimated.size > 0),
    fig("Transfer duty", formatMoney(r.transfer.transferDuty), estimated.has("transferDuty")),
    fig("Transfer and bond costs", formatMoney(r.totalCosts), estimated.size > 0),
  ];
}

function homeLoanFigures(r: BondResult): Figure[] {
  return [
    fig("Monthly instalment", formatMoney(r.instalment)),
    fig("Paid off", formatDate(r.payoffDate)),
    fig("Total interest", formatMoney(r.totalInterest)),
  ];
}

function investmentFigures(r: InvestmentComparisonResult): Figure[] {
  const best = r.options.find((option) => option.label === r.bestLabel);
  return [
    fig("Best option", r.bestLabel),
    ...(best
      ? [
          fig(
            `After tax in today's money, in ${r.horizonYears} years`,
            formatMoney(best.summary.finalRealValue),
          ),
        ]
      : []),
  ];
}

function figuresOf(kind: RecordKind, result: unknown): Figure[] {
  switch (kind) {
    case "scenario":
      return scenarioFigures(result as IncomeTaxResult);
    case "transfer-duty":
      return transferFigures(result as TransferCostsResult);
    case "home-loan-repayment":
      return homeLoanFigures(result as BondResult);
    case "investment-comparison":
      return investmentFigures(result as InvestmentComparisonResult);
  }
}

/**
 * The headline figures of the client's latest record of each kind, from the finance engine by
 * the records API's own path (a locked record's snapshot, otherwise computed now).
 */
export async function keyFigures(
  deps: RecordDeps,
  rows: ClientRecordRow[],
): Promise<SummaryKeyFigures[]> {
  const out: SummaryKeyFigures[] = [];
  for (const kind of SUMMARY_KIND_ORDER) {
    // rows are newest first: the first of a kind is its latest.
    const row = rows.find((r) => r.kind === kind);
    if (!row) continue;
    let figures: Figure[];
    try {
      // One kind at a time: the result's type is the kind's, read by figuresOf(kind, …).
      const definition = REPORT_KINDS[kind].definition as unknown as RecordKindDefinition<
        object,
        unknown,
        unknown,
        unknown
      >;
      const computed = await resultOfRow(definition, deps.tables, row);
      figures = figuresOf(kind, computed.result);
    } catch (error) {
      if (!(error instanceof FinanceInputError)) throw error;
      figures = [fig("Result", "Cannot be worked out: open the record to see why")];
    }
    out.push({
      kind,
      heading: KIND_LABELS[kind],
      recordId: row.id,
      recordName: row.name,
      locked: row.locked,
      figures,
    });
  }
  return out;
}
