import type { ReportBlock } from "@adviser-desk/contracts";
import {
  COMPARISON_DEFAULTS,
  type InvestmentComparisonInput,
  type InvestmentComparisonResult,
  type InvestmentOptionResult,
  TAX_REFUND_CHOICE_LABELS,
  type TaxYearTable,
  TFSA_EXCESS_CHOICE_LABELS,
  taxYearTable,
  YEAR_GRID_MEASURES,
  yearGrid,
} from "@adviser-desk/finance";
import { formatRate, formatWhole } from "@adviser-desk/format";
import { clientBasis, taxYearBasis } from "#server/documents/client-basis";
import {
  CHART_COLOURS,
  factsBlock,
  type KindContent,
  loopItems,
  money,
} from "#server/documents/report-content";
import type { RateTableRow } from "#server/features/rate-tables";

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

/**
 * The summary beside its option's name, without saying the name twice: beside "Unit trust",
 * "Unit trust (discretionary): R 3 000,00 a month" reads "Discretionary: R 3 000,00 a month";
 * beside "Tax-free savings account", "Tax-free savings account: R 3 000,00 a month" reads
 * "R 3 000,00 a month".
 */
function withoutRepeatedLabel(label: string, summary: string): string {
  const name = label.trim();
  if (name === "" || !summary.startsWith(name)) return summary;
  const rest = summary.slice(name.length);
  const qualifier = /^ \((\w[^)]*)\): /.exec(rest);
  if (qualifier?.[1])
    return `${qualifier[1].charAt(0).toUpperCase()}${qualifier[1].slice(1)}: ${rest.slice(qualifier[0].length)}`;
  return rest.startsWith(": ") ? rest.slice(2) : summary;
}

/** "Tax-free savings account: R 3 000,00 a month, 8 % growth" */
function optionSummary(o: InvestmentComparisonInput["options"][number]): string {
  const rate = (percent: number | undefined) => formatRate((percent ?? 0) / 100);
  if (o.kind === "market") {
    const parts = [
      (o.lumpSum ?? 0) > 0 ? `${money(o.lumpSum ?? 0)} now` : "",
      (o.monthlyContribution ?? 0) > 0 ? `${money(o.monthlyContribution ?? 0)} a month` : "",
      `${rate(o.growthPercent ?? 8)} growth`,
      (o.annualFeePercent ?? 0) > 0 ? `${rate(o.annualFeePercent)} fees` : "",
    ];
    if (o.wrapper === "tfsa") {
      const choice = TFSA_EXCESS_CHOICE_LABELS[o.tfsaExcessTo ?? "unit-trust"];
      parts.push(`above the limits: ${choice.charAt(0).toLowerCase()}${choice.slice(1)}`);
    }
    if (o.wrapper === "retirement-annuity") {
      const choice = TAX_REFUND_CHOICE_LABELS[o.taxRefund ?? "reinvest"];
      parts.push(`tax refunds ${choice.charAt(0).toLowerCase()}${choice.slice(1)}`);
    }
    return `${optionType({ kind: "market", wrapper: o.wrapper ?? "discretionary" })}: ${parts.filter(Boolean).join(", ")}`;
  }
  if (o.kind === "property") {
    return `Buy-to-let: price ${money(o.price)}, rent ${money(o.monthlyRent)} a month`;
  }
  const extra = (o.extraMonthly ?? 0) > 0 ? `${money(o.extraMonthly ?? 0)} a month` : "";
  const lump = (o.lumpSum ?? 0) > 0 ? `${money(o.lumpSum ?? 0)} now` : "";
  return `Extra bond payments: ${[extra, lump].filter(Boolean).join(" and ")}`;
}

/** Columns a template's year-by-year loops may use: the year and up to four options. */
export const MAX_OPTIONS = 4;
const optionKey = (index: number) => `option${index + 1}`;

/**
 * The year-by-year tables as the screen lays them out (yearGrid): one per measure, a row per
 * year and a column per option, each a Word loop (yearsReal, yearsAfterTax, yearsValue,
 * yearsPaidIn) whose option columns are option1…option4, headed by option1Label….
 */
export function yearGridTables(result: InvestmentComparisonResult) {
  return YEAR_GRID_MEASURES.map((measure) => {
    const columns = [
      { key: "year", label: "Year", numeric: true },
      ...result.options.map((o, i) => ({ key: optionKey(i), label: o.label, numeric: true })),
    ];
    const rows = yearGrid(result, measure.key).map((row) => [
      String(row.year),
      ...row.values.map((value) => (value === null ? "–" : money(value))),
    ]);
    return { measure, columns, rows };
  });
}

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

/*
 * The comparison taxes each option with SARS figures (capital gains inclusion and exclusion,
 * dividends tax, the tax-free savings limits, the retirement deduction cap), whose defaults follow
 * one tax-year table; the client's Basis names that table rather than saying no table is used.
 */
const comparisonTaxYear = () => taxYearTable(COMPARISON_DEFAULTS.taxYear);
/** A table's figures carry `estimate: true` where they are not yet confirmed. */
const hasEstimates = (table: object) => JSON.stringify(table).includes('"estimate":true');

function investmentTaxBasis() {
  const table = comparisonTaxYear();
  return taxYearBasis(
    `SARS figures for the ${table.taxYear} tax year: capital gains tax, dividends tax, tax-free savings limits and the retirement deduction cap`,
    table.periodStart,
    table.periodEnd,
    hasEstimates(table),
  );
}
const INVESTMENT_TAX_ESTIMATE =
  "The tax figures in the comparison follow the tax year named above, whose amounts are an estimate: SARS has not yet confirmed them.";

export function investmentContent(args: {
  inputs: InvestmentComparisonInput;
  result: InvestmentComparisonResult;
  /** The stored tables the RA's exit was taxed with (none without an RA). */
  tables: readonly RateTableRow[];
}): KindContent {
  const { inputs, result, tables } = args;
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
  const grids = yearGridTables(result);
  result.options.forEach((o, i) => {
    fields[`${optionKey(i)}Label`] = o.label;
  });
  const categories = Array.from({ length: result.horizonYears }, (_, i) => String(i + 1));
  const blocks: ReportBlock[] = [
    factsBlock("investment-comparison", fields, "Comparison", [
      ["bestLabel", result.bestLabel, { strong: true }],
      // Word fields only: the page prints these once, under "What was assumed".
      [
        "horizonYears",
        `${formatWhole(result.horizonYears)} year${result.horizonYears === 1 ? "" : "s"}`,
        { omit: true },
      ],
      ["inflation", formatRate((inputs.inflationPercent ?? 5) / 100), { omit: true }],
      ["marginalTaxRate", formatRate(inputs.marginalTaxRate ?? 0.31), { omit: true }],
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
    ...grids.map(
      ({ measure, columns, rows }): ReportBlock => ({
        type: "table",
        key: measure.loop,
        title: `Year by year: ${measure.label.charAt(0).toLowerCase()}${measure.label.slice(1)}`,
        columns,
        rows,
      }),
    ),
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
      // The option's name as the results give it (optionDisplayNames), never the stored label.
      ...inputs.options.map((o, i) => {
        const name = result.options[i]?.label ?? "";
        return { label: name, value: withoutRepeatedLabel(name, optionSummary(o)) };
      }),
    ],
    blocks,
    fields,
    loops: {
      options: loopItems(OPTION_COLUMNS, optionRows),
      // The option × year list of templates written before the grids.
      years: result.options.flatMap((o) =>
        o.years.map((y) => ({
          option: o.label,
          year: String(y.year),
          contributed: money(y.contributed),
          value: money(y.value),
          afterTaxExitValue: money(y.afterTaxExitValue),
          real: money(y.real),
        })),
      ),
      ...Object.fromEntries(
        grids.map(({ measure, columns, rows }) => [measure.loop, loopItems(columns, rows)]),
      ),
      assumptions: result.assumptions.map((text) => ({ text })),
    },
    warnings: result.warnings.map((w) => w.message),
    basisTables:
      tables.length > 0
        ? clientBasis(tables, tables.some(isEstimatedTaxYear))
        : [investmentTaxBasis()],
    estimates:
      tables.length === 0 && hasEstimates(comparisonTaxYear()) ? [INVESTMENT_TAX_ESTIMATE] : [],
    trace: result.trace,
  };
}

/** A tax-year table whose brackets or rebates are estimates (Budget proposals not yet enacted). */
function isEstimatedTaxYear(row: RateTableRow): boolean {
  if (row.kind !== "tax-year") return false;
  const confidence = (row.data as TaxYearTable).confidence;
  return confidence.brackets?.estimate === true || confidence.rebates?.estimate === true;
}
