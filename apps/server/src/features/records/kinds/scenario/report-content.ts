import type { ReportBlock, ReportFact } from "@adviser-desk/contracts";
import {
  lineShown,
  SCENARIO_LINES,
  type ScenarioLine,
} from "@adviser-desk/contracts/scenario-lines";
import {
  type IncomeTaxInput,
  type IncomeTaxResult,
  type RetirementEvent,
  type TableFigure,
  type TaxYearTable,
  taxYearTableSchema,
} from "@adviser-desk/finance";
import { formatDate, formatMoney, formatRate, formatWhole } from "@adviser-desk/format";
import { clientBasis } from "#server/documents/client-basis";
import {
  CHART_COLOURS,
  type KindContent,
  loopItems,
  money,
} from "#server/documents/report-content";
import type { RateTableRow } from "#server/features/rate-tables";

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
  savingsWithdrawal: "Two-pot savings withdrawal",
  savingsWithdrawalFee: "Fund fee on the savings withdrawal",
  savingsWithdrawalTaxWithheld: "Tax the fund withheld on the savings withdrawal",
  payePaid: "PAYE paid",
};

const EVENT_WORDS: Record<RetirementEvent, string> = {
  retirement: "retirement",
  "ill-health": "ill health (sickness, accident, injury or incapacity)",
  retrenchment: "retrenchment",
  death: "death",
  severance: "a severance benefit",
};

/** The provisional tax inputs, where "not known" and 0 are different answers. */
function provisionalRows(inputs: IncomeTaxInput) {
  const plan = inputs.provisional;
  const rows: { label: string; value: string }[] = [];
  const paid = inputs.provisionalTaxPaid;
  if (paid !== undefined) {
    rows.push({
      label: "Provisional tax paid",
      value: paid === 0 ? `${money(0)} (nothing paid)` : money(paid),
    });
  } else if (plan !== undefined) {
    rows.push({ label: "Provisional tax paid", value: "Not known" });
  }
  if (plan === undefined) return rows;
  if (plan.firstPaymentMade !== undefined) {
    rows.push({
      label: "First provisional payment made",
      value:
        plan.firstPaymentMade === 0 ? `${money(0)} (nothing paid)` : money(plan.firstPaymentMade),
    });
  } else {
    rows.push({ label: "First provisional payment made", value: "Not known" });
  }
  if (plan.payeFirstPeriod !== undefined) {
    rows.push({ label: "PAYE March to August", value: money(plan.payeFirstPeriod) });
  }
  if (plan.foreignTaxCredits) {
    rows.push({ label: "Foreign tax credits", value: money(plan.foreignTaxCredits) });
  }
  if (plan.basicAmount !== undefined) {
    rows.push({
      label: `Basic amount (taxable income assessed for ${plan.basicAmountYear ?? "the previous year"})`,
      value: money(plan.basicAmount),
    });
  }
  if (plan.secondPeriodEstimate !== undefined) {
    rows.push({
      label: "Taxable income on the second IRP6",
      value: money(plan.secondPeriodEstimate),
    });
  }
  if (plan.notifiedBySars)
    rows.push({ label: "Notified by SARS as a provisional taxpayer", value: "Yes" });
  return rows;
}
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
  for (const lump of inputs.lumpSums ?? []) {
    const kind =
      lump.kind === "retirement"
        ? `Retirement lump sum (${EVENT_WORDS[lump.event ?? "retirement"]}${lump.event === undefined ? ", reason not given" : ""})`
        : "Withdrawal benefit";
    rows.push({
      label: `${kind} on ${formatDate(lump.accrualDate)}`,
      value: money(lump.amount),
    });
    if (lump.components) {
      const c = lump.components;
      rows.push({
        label: "Two-pot components: vested, savings, retirement",
        value: `${money(c.vested ?? 0)}; ${money(c.savings ?? 0)}; ${money(c.retirement ?? 0)}`,
      });
    }
    const earlier =
      (lump.priorRetirementLumpSums ?? 0) +
      (lump.priorWithdrawalLumpSums ?? 0) +
      (lump.priorSeveranceBenefits ?? 0);
    if (earlier > 0)
      rows.push({ label: "Earlier lump sums counted with it", value: money(earlier) });
  }
  rows.push(...provisionalRows(inputs));
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

/** The headline lines, in the order of the one list. */
const TAX_RESULT_KEYS = new Set([
  "taxable",
  "payable",
  "monthly",
  "prepaid",
  "balance",
  "marginal",
  "effective",
]);
const TAX_RESULT_LINES = SCENARIO_LINES.filter((line) => TAX_RESULT_KEYS.has(line.key));
/** Two-pot, lump sums and IRP6: the retirement lines of the one list. */
const RETIREMENT_LINES = SCENARIO_LINES.filter((line) => line.retirement);
/** The working from gross income to the balance: every line that is not beside the sums. */
const WORKING_LINES = SCENARIO_LINES.filter((line) => !line.aside);
/** The bottom lines an estimated rate-table figure anywhere in the result reaches. */
const BOTTOM_LINES = new Set(["payable", "balance"]);

/** Provisional tax not known: the balance is the one if none is paid (the other line says so). */
function labelFor(line: ScenarioLine, result: IncomeTaxResult): string {
  const plan = result.provisionalTax ?? null;
  if (line.key === "balance" && plan?.penaltyTest?.paidBasis === "as planned") {
    return "Balance if no provisional tax is paid (− refund)";
  }
  return line.label;
}

/**
 * A facts block from the one list of scenario lines (the screen, Compare and the spreadsheets read
 * the same list, so they cannot disagree); each line also fills its Word template field.
 */
function scenarioLinesBlock(
  fields: Record<string, string>,
  result: IncomeTaxResult,
  title: string,
  lines: readonly ScenarioLine[],
): ReportBlock {
  const estimated = new Set<string>(result.estimatedFigures);
  const rows: ReportFact[] = [];
  for (const line of lines) {
    // A snapshot locked before a line existed has no figure for it: that line was 0 then.
    const figure = line.value(result);
    const amount = Number.isFinite(figure) ? figure : 0;
    const value = line.format === "rate" ? formatRate(amount) : money(amount);
    fields[line.field] = value;
    if (line.present ? !line.present(result) : line.optional && amount === 0) continue;
    const estimate =
      (line.figures ?? []).some((figure) => estimated.has(figure)) ||
      (BOTTOM_LINES.has(line.key) && estimated.size > 0);
    rows.push({
      key: line.field,
      label: labelFor(line, result),
      value,
      ...(line.total ? { strong: true } : {}),
      ...(estimate ? { estimate: true } : {}),
    });
  }
  return { type: "facts", title, rows };
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
  const blocks: ReportBlock[] = [
    scenarioLinesBlock(fields, result, "Tax result", TAX_RESULT_LINES),
    scenarioLinesBlock(fields, result, "From income to tax", WORKING_LINES),
  ];
  fields.medicalCredits = money(
    -(result.medicalSchemeFeesCredit + result.additionalMedicalExpensesCredit),
  );
  const retirementBlock = scenarioLinesBlock(
    fields,
    result,
    "Retirement money and provisional tax",
    RETIREMENT_LINES,
  );
  const provisional = result.provisionalTax ?? null;
  if (provisional?.status && retirementBlock.type === "facts") {
    // Plainly whether the person is a provisional taxpayer at all, before any payment.
    retirementBlock.rows.unshift({
      key: "provisionalStatus",
      label: "Provisional tax",
      value: provisional.status.reason,
    });
  }
  if (provisional !== null || RETIREMENT_LINES.some((line) => lineShown(line, result))) {
    blocks.push(retirementBlock);
  }
  const lumpSumColumns = [
    { key: "kind", label: "Lump sum", numeric: false },
    { key: "amount", label: "Amount", numeric: true },
    { key: "tax", label: "Tax", numeric: true },
    { key: "received", label: "You receive", numeric: true },
  ];
  const lumpSumRows = (result.lumpSums ?? []).map((l) => [
    l.kind === "retirement" ? "At retirement (or death, retrenchment)" : "Withdrawal benefit",
    money(l.amount),
    money(l.tax),
    money(l.netAmount),
  ]);
  if (lumpSumRows.length > 0) {
    blocks.push({
      type: "table",
      key: "lumpSums",
      title: "Retirement fund lump sums",
      note: "Taxed on SARS's lump-sum tables; earlier lump sums use up the tax-free part.",
      columns: lumpSumColumns,
      rows: lumpSumRows,
    });
  }
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
    loops: {
      brackets: loopItems(bracketColumns, bracketTable),
      lumpSums: loopItems(lumpSumColumns, lumpSumRows),
    },
    // Results saved before assumptions or warnings were recorded have none.
    warnings: [...(result.warnings ?? []).map((w) => w.message), ...(result.assumptions ?? [])],
    basisTables: clientBasis(tables, result.estimatedFigures.length > 0),
    estimates: result.estimatedFigures.map(
      (figure) =>
        `${FIGURE_LABELS[figure]} for the ${result.taxYear} tax year are an estimate: SARS has not yet confirmed them.`,
    ),
    trace: result.trace,
  };
}
