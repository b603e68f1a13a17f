import type { IncomeTaxResult, TableFigure } from "@adviser-desk/finance";
import type { ResultField } from "./reports-templates";

/*
 * The lines of a tax scenario: ONE list, read by the scenario's summary, the Compare view, the
 * report's "From income to tax" and "Tax result" blocks with their Word template fields, and the
 * comparison spreadsheet/CSV. Signs follow the working
 * ("Less" lines are negative), so between two `total` lines the lines add up to the next total.
 * A new line (a lump sum, provisional tax) is added here once and appears everywhere.
 */

/** A line of the result. */
export interface ScenarioLine {
  key: string;
  /** The Word template field that prints the line ({taxPayable}), with the line's label. */
  field: ResultField<"scenario">;
  label: string;
  value: (tax: IncomeTaxResult) => number;
  /** "money" in rands; "rate" a fraction (0.39). */
  format: "money" | "rate";
  /** A subtotal or the bottom line: the sum of the lines since the previous total. */
  total?: boolean;
  /** Starts a new sum (tax before rebates is worked from the brackets, not added up). */
  opens?: boolean;
  /** A figure beside the sums (per month, rates): not part of any total. */
  aside?: boolean;
  /** Shown in the summary only when not 0 (a deduction nobody has). */
  optional?: boolean;
  /**
   * The line belongs to something the scenario may not have (a two-pot withdrawal, lump sums,
   * provisional tax): listed when a compared scenario has it, even at 0.
   */
  present?: (tax: IncomeTaxResult) => boolean;
  /** The retirement money and provisional tax block, beside the income-tax working. */
  retirement?: boolean;
  /** Table figures this line relies on (an estimated one marks the line). */
  figures?: readonly TableFigure[];
}

export const SCENARIO_LINES: readonly ScenarioLine[] = [
  {
    key: "gross",
    field: "grossIncome",
    label: "Gross income",
    value: (t) => t.grossIncome,
    format: "money",
  },
  {
    key: "exempt",
    field: "exemptIncome",
    label: "Less exempt income",
    value: (t) => -t.exemptIncome,
    format: "money",
    optional: true,
    figures: ["interestExemption"],
  },
  {
    key: "income",
    field: "income",
    label: "Income",
    value: (t) => t.income,
    format: "money",
    total: true,
  },
  {
    key: "travel",
    field: "travelDeduction",
    label: "Less travel deduction",
    value: (t) => -t.travelDeduction,
    format: "money",
    optional: true,
    figures: ["travel.prescribedRateCentsPerKm", "travel.deemedCost"],
  },
  {
    key: "retirement",
    field: "retirementDeduction",
    label: "Less retirement fund deduction",
    value: (t) => -t.retirementDeduction,
    format: "money",
    optional: true,
    figures: ["retirement.deductionRate", "retirement.annualCap"],
  },
  {
    key: "donations",
    field: "donationsDeduction",
    label: "Less donations (s18A)",
    value: (t) => -t.donationsDeduction,
    format: "money",
    optional: true,
  },
  {
    key: "other",
    field: "otherDeductions",
    label: "Less other deductions",
    value: (t) => -t.otherDeductions,
    format: "money",
    optional: true,
  },
  {
    key: "cgt",
    field: "taxableCapitalGain",
    label: "Add taxable capital gain",
    value: (t) => t.taxableCapitalGain,
    format: "money",
    optional: true,
    figures: [
      "capitalGains.inclusionRate",
      "capitalGains.annualExclusion",
      "capitalGains.deathYearExclusion",
      "capitalGains.primaryResidenceExclusion",
    ],
  },
  {
    key: "taxable",
    field: "taxableIncome",
    label: "Taxable income",
    value: (t) => t.taxableIncome,
    format: "money",
    total: true,
  },
  {
    key: "before",
    field: "taxBeforeRebates",
    label: "Tax before rebates",
    value: (t) => t.taxBeforeRebates,
    format: "money",
    opens: true,
    figures: ["brackets"],
  },
  {
    key: "rebates",
    field: "rebates",
    label: "Less rebates",
    value: (t) => -t.rebates,
    format: "money",
    figures: ["rebates", "thresholds"],
  },
  {
    key: "schemeCredit",
    field: "medicalSchemeFeesCredit",
    label: "Less medical scheme fees credit",
    value: (t) => -t.medicalSchemeFeesCredit,
    format: "money",
    optional: true,
    figures: ["medicalCredits"],
  },
  {
    key: "additionalCredit",
    field: "additionalMedicalExpensesCredit",
    label: "Less additional medical expenses credit",
    value: (t) => -t.additionalMedicalExpensesCredit,
    format: "money",
    optional: true,
  },
  {
    key: "creditsLost",
    field: "medicalCreditsLost",
    label: "Add back credits above the tax (not refundable)",
    value: (t) => t.medicalCreditsLost,
    format: "money",
    optional: true,
  },
  {
    key: "payable",
    field: "taxPayable",
    label: "Tax payable",
    value: (t) => t.taxPayable,
    format: "money",
    total: true,
  },
  {
    key: "prepaid",
    field: "prepaidTax",
    label: "Less tax paid (PAYE, fund directive, provisional)",
    value: (t) => -t.prepaidTax,
    format: "money",
    optional: true,
  },
  {
    key: "balance",
    field: "balanceDue",
    label: "Balance due (− refund)",
    value: (t) => t.balanceDue,
    format: "money",
    total: true,
  },
  {
    key: "monthly",
    field: "monthlyTaxPayable",
    label: "Tax per month",
    value: (t) => t.monthlyTaxPayable,
    format: "money",
    aside: true,
  },
  {
    key: "marginal",
    field: "marginalRate",
    label: "Marginal rate",
    value: (t) => t.marginalRate,
    format: "rate",
    aside: true,
  },
  {
    key: "effective",
    field: "effectiveRate",
    label: "Effective rate",
    value: (t) => t.effectiveRate,
    format: "rate",
    aside: true,
  },
  ...retirementLines(),
];

/** Results saved before a figure was modelled have none: those lines are absent, not 0. */
// Function declarations: SCENARIO_LINES above is built when the module loads.
function withdrawalOf(t: IncomeTaxResult) {
  return t.savingsWithdrawal ?? null;
}
function lumpSumsOf(t: IncomeTaxResult) {
  return t.lumpSums ?? [];
}
function provisionalOf(t: IncomeTaxResult) {
  return t.provisionalTax ?? null;
}
/** Payments are proposed only to a provisional taxpayer (older results have no status: they were). */
function payingProvisional(t: IncomeTaxResult) {
  const p = provisionalOf(t);
  return p !== null && (p.status?.provisional ?? true);
}

function retirementLines(): ScenarioLine[] {
  const line = (
    key: string,
    field: ResultField<"scenario">,
    label: string,
    value: (t: IncomeTaxResult) => number,
    present: (t: IncomeTaxResult) => boolean,
  ): ScenarioLine => ({
    key,
    field,
    label,
    value,
    format: "money",
    aside: true,
    optional: true,
    retirement: true,
    present,
  });
  const hasWithdrawal = (t: IncomeTaxResult) => withdrawalOf(t) !== null;
  const hasLumpSums = (t: IncomeTaxResult) => lumpSumsOf(t).length > 0;
  return [
    line(
      "savingsWithdrawal",
      "savingsWithdrawal",
      "Two-pot savings withdrawal",
      (t) => withdrawalOf(t)?.amount ?? 0,
      hasWithdrawal,
    ),
    line(
      "savingsWithdrawalTax",
      "savingsWithdrawalTax",
      "Tax on the savings withdrawal",
      (t) => withdrawalOf(t)?.tax ?? 0,
      hasWithdrawal,
    ),
    line(
      "savingsWithdrawalWithheld",
      "savingsWithdrawalWithheld",
      "Tax the fund withheld (directive), credited",
      (t) => {
        const w = withdrawalOf(t);
        // Results saved before the directive was credited have none: it was the tax then.
        return w === null ? 0 : (t.savingsWithdrawalDirective?.withheld ?? w.tax);
      },
      hasWithdrawal,
    ),
    line(
      "savingsWithdrawalReceived",
      "savingsWithdrawalReceived",
      "Savings withdrawal received after fee and tax",
      (t) => withdrawalOf(t)?.received ?? 0,
      hasWithdrawal,
    ),
    line(
      "lumpSumTax",
      "lumpSumTax",
      "Tax on retirement fund lump sums",
      (t) => t.lumpSumTax ?? 0,
      hasLumpSums,
    ),
    line(
      "lumpSumReceived",
      "lumpSumReceived",
      "Lump sums received after tax",
      (t) => lumpSumsOf(t).reduce((sum, l) => sum + Math.round(l.netAmount * 100), 0) / 100,
      hasLumpSums,
    ),
    line(
      "provisionalFirstPayment",
      "provisionalFirstPayment",
      "Provisional tax: first payment (end of August)",
      (t) => provisionalOf(t)?.firstPayment ?? 0,
      payingProvisional,
    ),
    line(
      "provisionalSecondPayment",
      "provisionalSecondPayment",
      "Provisional tax: second payment (end of February)",
      (t) => provisionalOf(t)?.secondPayment ?? 0,
      payingProvisional,
    ),
    line(
      "provisionalPenalty",
      "provisionalPenalty",
      "Provisional tax: underestimation penalty",
      (t) => provisionalOf(t)?.penaltyTest?.penalty ?? 0,
      (t) => payingProvisional(t) && (provisionalOf(t)?.penaltyTest?.penalty ?? null) !== null,
    ),
    line(
      "balanceIfPaidAsPlanned",
      "balanceIfPaidAsPlanned",
      "Balance if provisional tax is paid as planned (− refund)",
      (t) => provisionalOf(t)?.balanceIfPaidAsPlanned ?? t.balanceDue,
      (t) => payingProvisional(t) && provisionalOf(t)?.penaltyTest?.paidBasis === "as planned",
    ),
  ];
}

/**
 * The lines of a side-by-side comparison, the same for the Compare tab and the CSV/Excel: every
 * line that is not optional, and each optional line any compared scenario has (or is not 0 in).
 */
export function comparedLines(results: readonly IncomeTaxResult[]): ScenarioLine[] {
  return SCENARIO_LINES.filter(
    (line) =>
      !line.optional ||
      results.some((tax) => (line.present ? line.present(tax) : line.value(tax) !== 0)),
  );
}

/** Whether one scenario shows an optional line in its own summary or report. */
export function lineShown(line: ScenarioLine, tax: IncomeTaxResult): boolean {
  return !line.optional || (line.present ? line.present(tax) : line.value(tax) !== 0);
}
