import type { ReportBlock } from "@adviser-desk/contracts";
import type {
  InvestmentComparisonInput,
  InvestmentComparisonResult,
  InvestmentOptionResult,
} from "@adviser-desk/finance";
import { formatRate, formatWhole } from "@adviser-desk/format";
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

/** "Tax-free savings account: R 3 000,00 a month, 8% growth" */
function optionSummary(o: InvestmentComparisonInput["options"][number]): string {
  const rate = (percent: number | undefined) => formatRate((percent ?? 0) / 100);
  if (o.kind === "market") {
    const parts = [
      (o.lumpSum ?? 0) > 0 ? `${money(o.lumpSum ?? 0)} now` : "",
      (o.monthlyContribution ?? 0) > 0 ? `${money(o.monthlyContribution ?? 0)} a month` : "",
      `${rate(o.growthPercent ?? 8)} growth`,
      (o.annualFeePercent ?? 0) > 0 ? `${rate(o.annualFeePercent)} fees` : "",
    ];
    return `${optionType({ kind: "market", wrapper: o.wrapper ?? "discretionary" })}: ${parts.filter(Boolean).join(", ")}`;
  }
  if (o.kind === "property") {
    return `Buy-to-let: price ${money(o.price)}, rent ${money(o.monthlyRent)} a month`;
  }
  const extra = (o.extraMonthly ?? 0) > 0 ? `${money(o.extraMonthly ?? 0)} a month` : "";
  const lump = (o.lumpSum ?? 0) > 0 ? `${money(o.lumpSum ?? 0)} now` : "";
  return `Extra bond payments: ${[extra, lump].filter(Boolean).join(" and ")}`;
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
        : formatRate(o.summary.annualisedReturnPercent / 100),
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
        `${formatWhole(result.horizonYears)} year${result.horizonYears === 1 ? "" : "s"}`,
      ],
      ["inflation", formatRate((inputs.inflationPercent ?? 5) / 100)],
      ["marginalTaxRate", formatRate(inputs.marginalTaxRate ?? 0.31)],
    ]),
    {
      type: "table",
      key: "options",
      title: "The options at the horizon",
      note: "Best first: ranked by the after-tax value in today's money.",
      // The rank and type are in the order and in "What was assumed"; the page has no room.
      columns: OPTION_COLUMNS.filter((c) => c.key !== "rank" && c.key !== "type"),
      rows: optionRows.map((row) => row.filter((_, i) => i !== 0 && i !== 2)),
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
      ...inputs.options.map((o) => ({ label: o.label, value: optionSummary(o) })),
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
