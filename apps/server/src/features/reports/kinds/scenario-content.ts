import type { ReportBlock } from "@adviser-desk/contracts";
import {
  type IncomeTaxInput,
  type IncomeTaxResult,
  type TableFigure,
  type TaxYearTable,
  taxYearTableSchema,
} from "@adviser-desk/finance";
import { formatDate, formatMoney, formatRate, formatWhole } from "@adviser-desk/format";
import { clientBasis } from "../client-basis";
import { CHART_COLOURS, factsBlock, type KindContent, loopItems, money } from "../report-content";
import type { RateTableRow } from "../report-context";

const INPUT_LABELS: Partial<Record<keyof IncomeTaxInput, string>> = {
  age: "Age at the end of the tax year",
  dateOfBirth: "Date of birth",
  salary: "Salary",
  bonus: "Bonus",
  commission: "Commission",
  fringeBenefits: "Fringe benefits",
  travelAllowance: "Travel allowance",
  businessKilometres: "Business kilometres",
  totalKilometres: "Total kilometres",
  travelActualCosts: "Actual vehicle costs",
  vehicleValue: "Vehicle value",
  localInterest: "Local interest",
  foreignInterest: "Foreign interest",
  localDividends: "Local dividends",
  foreignDividends: "Foreign dividends",
  netRentalIncome: "Net rental income",
  businessProfit: "Business profit",
  annuityIncome: "Pensions and annuities",
  otherIncome: "Other income",
  capitalLossBroughtForward: "Capital loss brought forward",
  retirementContributions: "Retirement fund contributions",
  retirementCarriedForward: "Retirement contributions carried forward",
  donations: "Donations (s18A)",
  donationsCarriedForward: "Donations carried forward",
  otherDeductions: "Other deductions",
  medicalSchemeMembers: "Medical scheme members",
  medicalSchemeMonths: "Months on a medical scheme",
  medicalSchemeFees: "Medical scheme fees",
  medicalExpenses: "Out-of-pocket medical expenses",
  payePaid: "PAYE paid",
  provisionalTaxPaid: "Provisional tax paid",
};
const COUNTS = new Set([
  "age",
  "businessKilometres",
  "totalKilometres",
  "medicalSchemeMembers",
  "medicalSchemeMonths",
]);

const FIGURE_LABELS: Record<TableFigure, string> = {
  brackets: "Tax brackets",
  rebates: "Rebates",
  thresholds: "Tax thresholds",
  medicalCredits: "Medical scheme fees tax credits",
  interestExemption: "Interest exemption",
  "capitalGains.annualExclusion": "Capital gains annual exclusion",
  "capitalGains.deathYearExclusion": "Capital gains exclusion in the year of death",
  "capitalGains.primaryResidenceExclusion": "Primary residence exclusion",
  "capitalGains.inclusionRate": "Capital gains inclusion rate",
  "retirement.deductionRate": "Retirement deduction rate",
  "retirement.annualCap": "Retirement deduction cap",
  "tfsa.annualLimit": "Tax-free savings annual limit",
  "tfsa.lifetimeLimit": "Tax-free savings lifetime limit",
  dividendsTaxRate: "Dividends tax rate",
  "travel.prescribedRateCentsPerKm": "Prescribed rate per kilometre",
  "travel.deemedCost": "Deemed vehicle cost table",
};

function inputRows(inputs: IncomeTaxInput) {
  const rows: { label: string; value: string }[] = [];
  for (const [key, label] of Object.entries(INPUT_LABELS)) {
    const value = inputs[key as keyof IncomeTaxInput];
    if (value === undefined || value === 0 || value === "" || value === null) continue;
    if (key === "medicalSchemeMonths" && !inputs.medicalSchemeMembers) continue;
    if (typeof value === "number") {
      rows.push({ label, value: COUNTS.has(key) ? formatWhole(value) : money(value) });
    } else if (typeof value === "string") {
      rows.push({ label, value: formatDate(value) });
    }
  }
  for (const gain of inputs.capitalGains ?? []) {
    const name = gain.description ? `Capital gain: ${gain.description}` : "Capital gain";
    rows.push({
      label: gain.primaryResidence ? `${name} (primary residence)` : name,
      value: money(gain.gain),
    });
  }
  if (inputs.travelMostlyBusiness) rows.push({ label: "Travel mostly for business", value: "Yes" });
  if (inputs.yearOfDeath) rows.push({ label: "Year of death", value: "Yes" });
  if (inputs.disability) rows.push({ label: "Disability in the family", value: "Yes" });
  return rows;
}

/** Taxable income spread over the year's brackets (the screen's bracket chart). */
function bracketRows(table: TaxYearTable | null, taxableIncome: number) {
  if (!table) return [];
  const rows: { rate: string; range: string; income: number; marginal: boolean }[] = [];
  for (const bracket of table.brackets) {
    const top = bracket.to ?? Number.POSITIVE_INFINITY;
    const reached = taxableIncome > bracket.from || bracket.from === 0;
    rows.push({
      rate: formatRate(bracket.rate),
      range:
        bracket.to === null
          ? `above ${formatMoney(bracket.from)}`
          : `${formatMoney(bracket.from)} – ${formatMoney(bracket.to)}`,
      income: Math.max(0, Math.min(taxableIncome, top) - bracket.from),
      marginal: reached && taxableIncome <= top && taxableIncome > 0,
    });
    if (!reached) break;
  }
  return rows;
}

export function scenarioContent(args: {
  names: { scenarioName: string; taxYear: number };
  inputs: IncomeTaxInput;
  result: IncomeTaxResult;
  tables: RateTableRow[];
}): KindContent {
  const { result, tables } = args;
  const fields: Record<string, string> = {};
  const stored = tables.find((t) => t.kind === "tax-year");
  const parsed = stored ? taxYearTableSchema.safeParse(stored.data) : null;
  const table = parsed?.success ? parsed.data : null;
  const estimated = result.estimatedFigures.length > 0;
  const credits = result.medicalSchemeFeesCredit + result.additionalMedicalExpensesCredit;
  const blocks: ReportBlock[] = [
    factsBlock("scenario", fields, "Tax result", [
      ["taxableIncome", money(result.taxableIncome), { strong: true }],
      ["taxPayable", money(result.taxPayable), { strong: true, estimate: estimated }],
      ["monthlyTaxPayable", money(result.monthlyTaxPayable)],
      ["prepaidTax", money(result.prepaidTax)],
      ["balanceDue", money(result.balanceDue), { strong: true, estimate: estimated }],
      ["marginalRate", formatRate(result.marginalRate)],
      ["effectiveRate", formatRate(result.effectiveRate)],
    ]),
    factsBlock("scenario", fields, "From income to tax", [
      ["grossIncome", money(result.grossIncome)],
      ["exemptIncome", money(result.exemptIncome), { omit: result.exemptIncome === 0 }],
      ["income", money(result.income)],
      ["travelDeduction", money(result.travelDeduction), { omit: result.travelDeduction === 0 }],
      [
        "retirementDeduction",
        money(result.retirementDeduction),
        { omit: result.retirementDeduction === 0 },
      ],
      [
        "donationsDeduction",
        money(result.donationsDeduction),
        { omit: result.donationsDeduction === 0 },
      ],
      ["otherDeductions", money(result.otherDeductions), { omit: result.otherDeductions === 0 }],
      [
        "taxableCapitalGain",
        money(result.taxableCapitalGain),
        { omit: result.taxableCapitalGain === 0 },
      ],
      ["taxableIncome", money(result.taxableIncome)],
      ["taxBeforeRebates", money(result.taxBeforeRebates)],
      ["rebates", money(-result.rebates)],
      ["medicalCredits", money(-credits), { omit: credits === 0 }],
      ["taxPayable", money(result.taxPayable), { strong: true }],
    ]),
  ];
  const brackets = bracketRows(table, result.taxableIncome);
  if (brackets.length > 0) {
    blocks.push({
      type: "chart",
      title: "Taxable income by tax bracket",
      chart: {
        kind: "bar",
        xLabel: "Tax rate of the bracket",
        categories: brackets.map((b) => b.rate),
        series: [
          {
            label: "Taxable income in the bracket",
            values: brackets.map((b) => b.income),
            color: CHART_COLOURS[0],
            dashed: false,
          },
        ],
        highlight: brackets.findIndex((b) => b.marginal),
      },
    });
  }
  const bracketColumns = [
    { key: "rate", label: "Rate", numeric: true },
    { key: "range", label: "Taxable income band", numeric: false },
    { key: "income", label: "Income taxed at this rate", numeric: true },
  ];
  const bracketTable = brackets.map((b) => [b.rate, b.range, money(b.income)]);
  return {
    title: "Income tax scenario",
    taxYear: args.names.taxYear,
    inputs: inputRows(args.inputs),
    blocks,
    fields,
    loops: { brackets: loopItems(bracketColumns, bracketTable) },
    warnings: [],
    basisTables: clientBasis(tables, estimated),
    estimates: result.estimatedFigures.map(
      (figure) =>
        `${FIGURE_LABELS[figure]} for the ${result.taxYear} tax year are an estimate: SARS has not yet confirmed them.`,
    ),
    trace: result.trace,
    spreadsheets: ["xlsx", "csv"],
  };
}
