import type { IncomeTaxResult, TableFigure } from "@adviser-desk/finance";

/** A line of the result, as the summary and the comparison show it. */
export interface ScenarioLine {
  key: string;
  label: string;
  value: (tax: IncomeTaxResult) => number;
  /** "money" in rands; "rate" a fraction (0.39). */
  format: "money" | "rate";
  /** A subtotal or the bottom line. */
  total?: boolean;
  /** Shown in the summary only when not 0 (a deduction nobody has). */
  optional?: boolean;
  /** Table figures this line relies on (an estimated one marks the line). */
  figures?: readonly TableFigure[];
}

// Signs follow the working: "Less" lines are shown negative. No line adds anything up: every
// value is a field of the finance engine's result.
export const SUMMARY_LINES: readonly ScenarioLine[] = [
  { key: "gross", label: "Gross income", value: (t) => t.grossIncome, format: "money" },
  {
    key: "exempt",
    label: "Less exempt income",
    value: (t) => -t.exemptIncome,
    format: "money",
    optional: true,
    figures: ["interestExemption"],
  },
  {
    key: "retirement",
    label: "Less retirement fund deduction",
    value: (t) => -t.retirementDeduction,
    format: "money",
    optional: true,
    figures: ["retirement.deductionRate", "retirement.annualCap"],
  },
  {
    key: "travel",
    label: "Less travel deduction",
    value: (t) => -t.travelDeduction,
    format: "money",
    optional: true,
    figures: ["travel.prescribedRateCentsPerKm", "travel.deemedCost"],
  },
  {
    key: "donations",
    label: "Less donations (s18A)",
    value: (t) => -t.donationsDeduction,
    format: "money",
    optional: true,
  },
  {
    key: "other",
    label: "Less other deductions",
    value: (t) => -t.otherDeductions,
    format: "money",
    optional: true,
  },
  {
    key: "cgt",
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
    label: "Taxable income",
    value: (t) => t.taxableIncome,
    format: "money",
    total: true,
  },
  {
    key: "before",
    label: "Tax before rebates",
    value: (t) => t.taxBeforeRebates,
    format: "money",
    figures: ["brackets"],
  },
  {
    key: "rebates",
    label: "Less rebates",
    value: (t) => -t.rebates,
    format: "money",
    figures: ["rebates", "thresholds"],
  },
  {
    key: "schemeCredit",
    label: "Less medical scheme fees credit",
    value: (t) => -t.medicalSchemeFeesCredit,
    format: "money",
    optional: true,
    figures: ["medicalCredits"],
  },
  {
    key: "additionalCredit",
    label: "Less additional medical expenses credit",
    value: (t) => -t.additionalMedicalExpensesCredit,
    format: "money",
    optional: true,
  },
  {
    key: "creditsLost",
    label: "Add back credits above the tax (not refundable)",
    value: (t) => t.medicalCreditsLost,
    format: "money",
    optional: true,
  },
  {
    key: "payable",
    label: "Tax payable",
    value: (t) => t.taxPayable,
    format: "money",
    total: true,
  },
  {
    key: "prepaid",
    label: "Less PAYE and provisional tax",
    value: (t) => -t.prepaidTax,
    format: "money",
    optional: true,
  },
];

/** The key lines of the side-by-side comparison. */
export const COMPARE_LINES: readonly ScenarioLine[] = [
  { key: "gross", label: "Gross income", value: (t) => t.grossIncome, format: "money" },
  { key: "exempt", label: "Exempt income", value: (t) => t.exemptIncome, format: "money" },
  {
    key: "retirement",
    label: "Retirement fund deduction",
    value: (t) => t.retirementDeduction,
    format: "money",
  },
  {
    key: "cgt",
    label: "Taxable capital gain",
    value: (t) => t.taxableCapitalGain,
    format: "money",
  },
  {
    key: "taxable",
    label: "Taxable income",
    value: (t) => t.taxableIncome,
    format: "money",
    total: true,
  },
  { key: "before", label: "Tax before rebates", value: (t) => t.taxBeforeRebates, format: "money" },
  { key: "rebates", label: "Rebates", value: (t) => t.rebates, format: "money" },
  {
    key: "credits",
    label: "Medical scheme fees credit",
    value: (t) => t.medicalSchemeFeesCredit,
    format: "money",
  },
  {
    key: "payable",
    label: "Tax payable",
    value: (t) => t.taxPayable,
    format: "money",
    total: true,
  },
  { key: "monthly", label: "Per month", value: (t) => t.monthlyTaxPayable, format: "money" },
  {
    key: "prepaid",
    label: "PAYE and provisional tax",
    value: (t) => t.prepaidTax,
    format: "money",
  },
  {
    key: "balance",
    label: "Balance due (− refund)",
    value: (t) => t.balanceDue,
    format: "money",
    total: true,
  },
  { key: "marginal", label: "Marginal rate", value: (t) => t.marginalRate, format: "rate" },
  { key: "effective", label: "Effective rate", value: (t) => t.effectiveRate, format: "rate" },
];
