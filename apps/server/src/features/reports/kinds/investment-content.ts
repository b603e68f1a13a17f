import { formatReportRate, formatReportWhole, type ReportBlock } from "@adviser-desk/contracts";
import type {
  InvestmentComparisonInput,
  InvestmentComparisonResult,
  InvestmentOptionResult,
} from "@adviser-desk/finance";
import { CHART_COLOURS, factsBlock, type KindContent, loopItems, money } from "../report-content";

const WRAPPERS = {
  discretionary: "Unit trust (discretionary)",
  tfsa: "Tax-free savings account",
  "retirement-annuity": "Retirement annuity",
  endowment: "Endowment",
} as const;

export function optionType(option: Pick<InvestmentOptionResult, "kind" | "wrapper">): string {
  if (option.kind === "property") return "Buy-to-let property";
  if (option.kind === "bond-extra") return "Extra bond payments";
  return WRAPPERS[option.wrapper ?? "discretionary"];
}

export const YEAR_COLUMNS = [
  { key: "option", label: "Option", numeric: false },
  { key: "year", label: "Year", numeric: true },
  { key: "contributed", label: "Paid in", numeric: true },
  { key: "value", label: "Value", numeric: true },
  { key: "afterTaxExitValue", label: "After tax", numeric: true },
  { key: "real", label: "In today's money", numeric: true },
];
const OPTION_COLUMNS = [
  { key: "rank", label: "Rank", numeric: true },
  { key: "label", label: "Option", numeric: false },
  { key: "type", label: "Type", numeric: false },
  { key: "totalContributed", label: "Paid in", numeric: true },
  { key: "finalValue", label: "Value", numeric: true },
  { key: "finalAfterTaxValue", label: "After tax", numeric: true },
  { key: "finalRealValue", label: "In today's money", numeric: true },
  { key: "annualisedReturn", label: "Return a year", numeric: true },
  { key: "differenceFromBest", label: "Against the best", numeric: true },
];

export function investmentContent(args: {
  inputs: InvestmentComparisonInput;
  result: InvestmentComparisonResult;
}): KindContent {
  const { inputs, result } = args;
  const fields: Record<string, string> = {};
  const optionRows = [...result.options]
    .sort((a, b) => a.summary.rank - b.summary.rank)
    .map((o) => [
      String(o.summary.rank),
      o.label,
      optionType(o),
      money(o.summary.totalContributed),
      money(o.summary.finalValue),
      money(o.summary.finalAfterTaxValue),
      money(o.summary.finalRealValue),
      o.summary.annualisedReturnPercent === null
        ? "–"
        : formatReportRate(o.summary.annualisedReturnPercent / 100),
      money(o.summary.differenceFromBest),
    ]);
  const yearRows = result.options.flatMap((o) =>
    o.years.map((y) => [
      o.label,
      String(y.year),
      money(y.contributed),
      money(y.value),
      money(y.afterTaxExitValue),
      money(y.real),
    ]),
  );
  const categories = Array.from({ length: result.horizonYears }, (_, i) => String(i + 1));
  const blocks: ReportBlock[] = [
    factsBlock("investment-comparison", fields, "Comparison", [
      ["bestLabel", result.bestLabel, { strong: true }],
      [
        "horizonYears",
        `${formatReportWhole(result.horizonYears)} year${result.horizonYears === 1 ? "" : "s"}`,
      ],
      ["inflation", formatReportRate((inputs.inflationPercent ?? 5) / 100)],
      ["marginalTaxRate", formatReportRate(inputs.marginalTaxRate ?? 0.31)],
    ]),
    {
      type: "table",
      key: "options",
      title: "The options at the horizon",
      note: "Ranked by the after-tax value in today's money.",
      columns: OPTION_COLUMNS,
      rows: optionRows,
    },
    {
      type: "chart",
      title: "Value by year: nominal (solid) and in today's money (dashed)",
      chart: {
        kind: "line",
        xLabel: "Year",
        categories,
        series: result.options.flatMap((o, i) => {
          const color = CHART_COLOURS[i % CHART_COLOURS.length] ?? CHART_COLOURS[0];
          return [
            {
              label: `${o.label} (nominal)`,
              values: o.years.map((y) => y.value),
              color,
              dashed: false,
            },
            { label: `${o.label} (real)`, values: o.years.map((y) => y.real), color, dashed: true },
          ];
        }),
        highlight: null,
      },
    },
    {
      type: "table",
      key: "years",
      title: "Year by year",
      columns: YEAR_COLUMNS,
      rows: yearRows,
    },
    {
      type: "notes",
      key: "assumptions",
      title: "How the options are modelled",
      items: result.assumptions,
    },
  ];
  return {
    title: "Investment comparison",
    taxYear: null,
    inputs: [
      { label: "Horizon", value: fields.horizonYears ?? "" },
      { label: "Inflation", value: fields.inflation ?? "" },
      { label: "Marginal tax rate", value: fields.marginalTaxRate ?? "" },
      ...inputs.options.map((o) => ({
        label: o.label,
        value: optionType({
          kind: o.kind,
          wrapper: o.kind === "market" ? (o.wrapper ?? "discretionary") : undefined,
        }),
      })),
    ],
    blocks,
    fields,
    loops: {
      options: loopItems(OPTION_COLUMNS, optionRows),
      years: loopItems(YEAR_COLUMNS, yearRows),
      assumptions: result.assumptions.map((text) => ({ text })),
    },
    warnings: result.warnings.map((w) => w.message),
    basisTables: [],
    estimates: [],
    trace: result.trace,
    spreadsheets: ["xlsx", "csv"],
  };
}
