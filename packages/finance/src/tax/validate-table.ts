import { formatCentsInText, formatDecimal } from "@adviser-desk/format";
import { type Problem, problemsFromZod } from "../core/errors";
import { incomeWhereTaxEquals } from "./brackets";
import { type TaxYearTable, taxYearTableSchema } from "./table-schema";
import { taxYearPeriod } from "./tax-year";

/**
 * SARS publishes bracket base amounts and thresholds in whole rands. A base is the tax on the band
 * below, which SARS rounds to the rand (every published base is in fact exact, docs/reference/sa-tax-facts.md §1, tag D), so
 * we accept a difference of up to R1. Thresholds are the rebate total ÷ the lowest rate, and SARS
 * rounds some of them up to the rand (148 216.67 → 148 217), so we accept a difference of up to R1
 * either way; anything larger is a typing error, not rounding.
 */
export const BASE_TOLERANCE_RANDS = 1;
export const THRESHOLD_TOLERANCE_RANDS = 1;

type Bracket = TaxYearTable["brackets"][number];
type Band = { from: number; to: number | null };

/** Checks a rate table (e.g. from the admin import). Returns [] when it is valid. */
export function validateTaxYearTable(t: unknown): Problem[] {
  const parsed = taxYearTableSchema.safeParse(t);
  if (!parsed.success) return problemsFromZod(parsed.error);
  const table = parsed.data;
  return [
    ...checkIdentity(table),
    ...checkBands("brackets", table.brackets),
    ...checkBracketBases(table.brackets),
    ...checkThresholds(table),
    ...(table.travel.deemedCost === null
      ? []
      : checkBands("travel.deemedCost", table.travel.deemedCost)),
    ...checkOrderedPairs(table),
  ];
}

function checkIdentity(table: TaxYearTable): Problem[] {
  const problems: Problem[] = [];
  const period = taxYearPeriod(table.taxYear);
  if (!table.id.startsWith(`za-tax-${table.taxYear}@`)) {
    problems.push({ path: "id", message: `must start with "za-tax-${table.taxYear}@"` });
  }
  if (table.periodStart !== period.start) {
    problems.push({
      path: "periodStart",
      message: `must be ${period.start} for tax year ${table.taxYear}`,
    });
  }
  if (table.periodEnd !== period.end) {
    problems.push({
      path: "periodEnd",
      message: `must be ${period.end} for tax year ${table.taxYear}`,
    });
  }
  return problems;
}

/** Bands start at 0, ascend, touch (each `from` is the previous `to`), and only the last is open. */
function checkBands(path: string, bands: readonly Band[]): Problem[] {
  const problems: Problem[] = [];
  bands.forEach((band, index) => {
    const previous = bands[index - 1];
    if (previous === undefined) {
      if (band.from !== 0) problems.push({ path: `${path}.0.from`, message: "must be 0" });
    } else if (band.from !== previous.to) {
      problems.push({
        path: `${path}.${index}.from`,
        message: `must equal the previous band's upper bound (${String(previous.to)}): bands must be contiguous`,
      });
    }
    const isLast = index === bands.length - 1;
    if (isLast && band.to !== null) {
      problems.push({
        path: `${path}.${index}.to`,
        message: "must be null: the last band is open-ended",
      });
    }
    if (!isLast && band.to === null) {
      problems.push({
        path: `${path}.${index}.to`,
        message: "must be set: only the last band is open-ended",
      });
    }
    if (band.to !== null && band.to <= band.from) {
      problems.push({
        path: `${path}.${index}.to`,
        message: "must be above the band's lower bound",
      });
    }
  });
  return problems;
}

function checkBracketBases(brackets: readonly Bracket[]): Problem[] {
  const problems: Problem[] = [];
  const first = brackets[0];
  if (first !== undefined && first.rate <= 0) {
    problems.push({
      path: "brackets.0.rate",
      message: "must be above 0 (thresholds divide by it)",
    });
  }
  if (first !== undefined && first.base !== 0) {
    problems.push({ path: "brackets.0.base", message: "must be 0" });
  }
  brackets.forEach((bracket, index) => {
    const previous = brackets[index - 1];
    if (previous === undefined || previous.to === null) return;
    if (bracket.rate < previous.rate) {
      problems.push({
        path: `brackets.${index}.rate`,
        message: "must not be below the previous bracket's rate",
      });
    }
    const expected = previous.base + previous.rate * (previous.to - previous.from);
    if (Math.abs(bracket.base - expected) > BASE_TOLERANCE_RANDS) {
      problems.push({
        path: `brackets.${index}.base`,
        message: `must be the previous base plus the tax on the band below (≈ ${formatDecimal(expected, 2)})`,
      });
    }
  });
  return problems;
}

function checkThresholds(table: TaxYearTable): Problem[] {
  const { primary, secondary, tertiary } = table.rebates;
  const cases = [
    ["thresholds.under65", table.thresholds.under65, primary],
    ["thresholds.from65To74", table.thresholds.from65To74, primary + secondary],
    ["thresholds.from75", table.thresholds.from75, primary + secondary + tertiary],
  ] as const;
  const problems: Problem[] = [];
  for (const [path, threshold, rebates] of cases) {
    const exact = incomeWhereTaxEquals(table.brackets, rebates);
    if (exact === null) {
      problems.push({ path, message: "no taxable income gives tax equal to the rebates" });
    } else if (Math.abs(threshold - exact) > THRESHOLD_TOLERANCE_RANDS) {
      problems.push({
        path,
        message: `must be the income where tax equals the rebates (≈ ${formatDecimal(exact, 2)}), within ${formatCentsInText(THRESHOLD_TOLERANCE_RANDS * 100)}`,
      });
    }
  }
  return problems;
}

/** Pairs whose order the law fixes (older people get more; lifetime ≥ annual). */
function checkOrderedPairs(table: TaxYearTable): Problem[] {
  const pairs = [
    [
      "interestExemption.from65",
      table.interestExemption.from65,
      table.interestExemption.under65,
      "interestExemption.under65",
    ],
    [
      "capitalGains.deathYearExclusion",
      table.capitalGains.deathYearExclusion,
      table.capitalGains.annualExclusion,
      "capitalGains.annualExclusion",
    ],
    ["tfsa.lifetimeLimit", table.tfsa.lifetimeLimit, table.tfsa.annualLimit, "tfsa.annualLimit"],
  ] as const;
  return pairs
    .filter(([, larger, smaller]) => larger < smaller)
    .map(([path, , , other]) => ({ path, message: `must not be below ${other}` }));
}
