import { type ReportBlock, serviceFeeAssumption } from "@adviser-desk/contracts";
import { type BondInput, type BondResult, calculateBondRepayment } from "@adviser-desk/finance";
import { formatDate, formatMonthsAsTerm, formatRate } from "@adviser-desk/format";
import {
  CHART_COLOURS,
  factsBlock,
  type KindContent,
  loopItems,
  MUTED_COLOUR,
  money,
  type TableColumn,
  tableBlock,
} from "#server/documents/report-content";

export const YEARLY_COLUMNS: readonly TableColumn[] = [
  { key: "year", label: "Year", numeric: true },
  { key: "openingBalance", label: "Opening balance", numeric: true },
  { key: "interest", label: "Interest", numeric: true, sum: true },
  { key: "principal", label: "Capital", numeric: true, sum: true },
  { key: "extra", label: "Extra", numeric: true, sum: true },
  { key: "fees", label: "Fees", numeric: true, sum: true },
  { key: "closingBalance", label: "Closing balance", numeric: true },
];
const MONTHLY_COLUMNS = [
  { key: "month", label: "Month", numeric: true },
  { key: "date", label: "Date", numeric: false },
  { key: "openingBalance", label: "Opening balance", numeric: true },
  { key: "interest", label: "Interest", numeric: true },
  { key: "principal", label: "Capital", numeric: true },
  { key: "extra", label: "Extra", numeric: true },
  { key: "fee", label: "Fee", numeric: true },
  { key: "closingBalance", label: "Closing balance", numeric: true },
];

const hasExtras = (inputs: BondInput) =>
  (inputs.extraMonthly ?? 0) > 0 || (inputs.lumpSums ?? []).some((lump) => lump.amount > 0);

/** Year-end balances with and without extras (the screen's balance chart). */
function balanceChart(inputs: BondInput, result: BondResult): ReportBlock {
  const withExtras = hasExtras(inputs);
  const plain = withExtras
    ? calculateBondRepayment({
        ...inputs,
        extraMonthly: 0,
        extraMonthlyAnnualIncreasePercent: 0,
        lumpSums: [],
      })
    : result;
  const years = Math.max(result.yearly.length, plain.yearly.length);
  const categories = Array.from({ length: years + 1 }, (_, i) => String(i));
  const at = (rows: BondResult["yearly"], i: number) =>
    i === 0 ? inputs.loanAmount : (rows[i - 1]?.closingBalance ?? 0);
  const plainValues = categories.map((_, i) => at(plain.yearly, i));
  return {
    type: "chart",
    title: "Balance owed at each year end",
    chart: {
      kind: "line",
      xLabel: "Loan year",
      categories,
      series: withExtras
        ? [
            { label: "Without extras", values: plainValues, color: MUTED_COLOUR, dashed: true },
            {
              label: "With extras",
              values: categories.map((_, i) => at(result.yearly, i)),
              color: CHART_COLOURS[1],
              dashed: false,
            },
          ]
        : [{ label: "Balance", values: plainValues, color: CHART_COLOURS[0], dashed: false }],
      highlight: null,
    },
  };
}

export function homeLoanContent(args: { inputs: BondInput; result: BondResult }): KindContent {
  const { inputs, result } = args;
  const fields: Record<string, string> = {};
  const yearly = tableBlock({
    key: "yearly",
    title: "Amortisation by year",
    columns: YEARLY_COLUMNS,
    rows: result.yearly.map((y) => [
      String(y.year),
      y.openingBalance,
      y.interest,
      y.principal,
      y.extra,
      y.fees,
      y.closingBalance,
    ]),
  });
  const monthlyRows = result.schedule.map((m) => [
    String(m.month),
    formatDate(m.date),
    money(m.openingBalance),
    money(m.interest),
    money(m.principal),
    money(m.extra),
    money(m.fee),
    money(m.closingBalance),
  ]);
  const blocks: ReportBlock[] = [
    factsBlock("home-loan-repayment", fields, "Repayment", [
      ["loanAmount", money(inputs.loanAmount)],
      ["instalment", money(result.instalment), { strong: true }],
      ["monthlyServiceFee", money(result.monthlyServiceFee)],
      ["finalInstalment", money(result.finalInstalment)],
      ["payoffDate", formatDate(result.payoffDate)],
      ["payoffTerm", formatMonthsAsTerm(result.payoffMonths)],
    ]),
    factsBlock("home-loan-repayment", fields, "Over the life of the loan", [
      ["totalInterest", money(result.totalInterest), { strong: true }],
      ["totalFees", money(result.totalFees)],
      ["totalExtra", money(result.totalExtra)],
      ["totalPaid", money(result.totalPaid), { strong: true }],
      ["plainTotalInterest", money(result.plain.totalInterest)],
      ["interestSaved", money(result.interestSaved)],
      ["timeSaved", formatMonthsAsTerm(result.monthsSaved)],
    ]),
    balanceChart(inputs, result),
    yearly,
  ];
  const lumpSums = (inputs.lumpSums ?? []).map((lump) => ({
    label: `Lump sum on ${formatDate(lump.date)}`,
    value: money(lump.amount),
  }));
  const rateChanges = (inputs.rateChanges ?? []).map((change) => ({
    label: `Rate from ${formatDate(change.date)}`,
    value: formatRate(change.annualRatePercent / 100),
  }));
  return {
    title: "Home loan repayment plan",
    taxYear: null,
    inputs: [
      { label: "Loan amount", value: money(inputs.loanAmount) },
      { label: "Interest rate", value: formatRate(inputs.annualRatePercent / 100) },
      { label: "Term", value: formatMonthsAsTerm(inputs.termMonths) },
      { label: "First instalment", value: formatDate(inputs.startDate) },
      { label: "Monthly service fee", value: money(inputs.monthlyServiceFee ?? 0) },
      ...((inputs.extraMonthly ?? 0) > 0
        ? [
            { label: "Extra every month", value: money(inputs.extraMonthly ?? 0) },
            {
              label: "Yearly increase of the extra",
              value: formatRate((inputs.extraMonthlyAnnualIncreasePercent ?? 0) / 100),
            },
            {
              label: "Extra payments reduce",
              value: inputs.extraPaymentsReduce === "instalment" ? "The instalment" : "The term",
            },
          ]
        : []),
      ...lumpSums,
      ...rateChanges,
    ],
    blocks,
    fields,
    loops: {
      yearly: loopItems(YEARLY_COLUMNS, yearly.rows),
      monthly: loopItems(MONTHLY_COLUMNS, monthlyRows),
    },
    warnings: result.warnings.map((w) => w.message),
    basisTables: [],
    estimates: [serviceFeeAssumption(inputs.monthlyServiceFee)].filter((note) => note !== null),
    trace: result.trace,
  };
}
