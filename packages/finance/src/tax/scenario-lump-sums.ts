import { formatDate, formatMoney } from "@adviser-desk/format";
import { FinanceInputError } from "../core/errors";
import { type Cents, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import {
  calculateLumpSumTax,
  type LumpSumTaxResult,
  lumpSumTableInForce,
} from "../retirement/calculate-lump-sum-tax";
import type { ParsedLumpSumInput } from "../retirement/lump-sum-input";
import type { LumpSumTable } from "../retirement/lump-sum-table-schema";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import type { ScenarioWarning } from "./scenario-warning";
import type { TaxYearTable } from "./table-schema";
import { ageOnDate } from "./tax-year";

/** Funds let members retire from 55; earlier, the retirement table needs another event. */
const RETIREMENT_AGE = 55;

export interface ScenarioLumpSums {
  results: LumpSumTaxResult[];
  totalTax: Cents;
  lines: TraceLine[];
  warnings: ScenarioWarning[];
}

/**
 * The scenario's lump sums in accrual order. Each is taxed on the lump-sum table in force on its
 * accrual date; lump sums earlier in this year count as earlier lump sums for the later ones
 * (SARS's cumulative rule), on top of the earlier totals the adviser enters.
 */
export function assessScenarioLumpSums(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
  lumpSumTables: readonly LumpSumTable[],
  ageAtYearEnd: number,
): ScenarioLumpSums {
  const ordered = input.lumpSums
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      a.entry.accrualDate < b.entry.accrualDate
        ? -1
        : a.entry.accrualDate > b.entry.accrualDate
          ? 1
          : a.index - b.index,
    );
  const results: LumpSumTaxResult[] = [];
  const lines: TraceLine[] = [];
  const warnings: ScenarioWarning[] = [];
  let earlierThisYear = { retirement: 0, withdrawal: 0 };
  let totalTax = 0;
  for (const { entry, index } of ordered) {
    const at = `lumpSums.${index}`;
    if (entry.accrualDate < table.periodStart || entry.accrualDate > table.periodEnd) {
      throw new FinanceInputError([
        {
          path: `${at}.accrualDate`,
          message: `must fall in tax year ${table.taxYear} (${table.periodStart} – ${table.periodEnd})`,
        },
      ]);
    }
    const inForce = withPath(at, () => lumpSumTableInForce(entry.accrualDate, lumpSumTables));
    if (inForce.stale !== null) {
      warnings.push({
        code: "lump-sum/stale-table",
        field: `${at}.accrualDate`,
        message: inForce.stale,
      });
    }
    const withEarlier: ParsedLumpSumInput = {
      ...entry,
      priorRetirementLumpSums: entry.priorRetirementLumpSums + earlierThisYear.retirement,
      priorWithdrawalLumpSums: entry.priorWithdrawalLumpSums + earlierThisYear.withdrawal,
    };
    const result = withPath(at, () => calculateLumpSumTax(withEarlier, inForce.table));
    const early = earlyRetirementWarning(
      input,
      withEarlier,
      result,
      inForce.table,
      ageAtYearEnd,
      at,
    );
    if (early !== null) warnings.push(early);
    earlierThisYear = {
      ...earlierThisYear,
      [entry.kind]: earlierThisYear[entry.kind] + result.taxableLumpSum,
    };
    results.push(result);
    totalTax += randsToCents(result.tax);
    lines.push(...result.trace);
  }
  if (results.length > 1) {
    lines.push(
      traceLine(
        "Tax on this year's lump sums",
        totalTax,
        "separate from normal tax (Second Schedule)",
      ),
    );
  }
  return { results, totalTax, lines, warnings };
}

/** Re-throws a lump sum's input error under its place in the scenario ("lumpSums.0.amount"). */
function withPath<T>(at: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof FinanceInputError)) throw error;
    throw new FinanceInputError(
      error.problems.map((p) => ({ ...p, path: p.path ? `${at}.${p.path}` : at })),
    );
  }
}

/**
 * A "retirement" lump sum before 55 is on the retirement table only on ill health, retrenchment,
 * death or as a severance benefit (SARS "Retirement Lump Sum Benefits"); otherwise it is a
 * withdrawal benefit, taxed far more. The adviser must say which: the warning shows both taxes
 * (docs/reference/retirement-and-provisional-tax.md §1.1 and §8.5).
 */
function earlyRetirementWarning(
  input: ParsedIncomeTaxInput,
  entry: ParsedLumpSumInput,
  result: LumpSumTaxResult,
  table: LumpSumTable,
  ageAtYearEnd: number,
  at: string,
): ScenarioWarning | null {
  if (entry.kind !== "retirement") return null;
  if (entry.event !== undefined && entry.event !== "retirement") return null;
  const age =
    input.dateOfBirth === undefined
      ? ageAtYearEnd
      : ageOnDate(input.dateOfBirth, entry.accrualDate);
  if (age >= RETIREMENT_AGE) return null;
  const asWithdrawal = calculateLumpSumTax(
    { ...entry, kind: "withdrawal", event: undefined, components: undefined },
    table,
  );
  const ageText =
    input.dateOfBirth === undefined ? `age ${age} (at the end of the tax year)` : `age ${age}`;
  const comparison = `on the withdrawal table the tax would be ${formatMoney(asWithdrawal.tax)} instead of ${formatMoney(result.tax)}`;
  return {
    code: "lump-sum/retirement-before-55",
    field: `${at}.event`,
    message:
      entry.event === "retirement"
        ? `The lump sum of ${formatMoney(result.amount)} on ${formatDate(entry.accrualDate)} is taxed as a retirement at ${ageText}. Funds let members retire from 55; before that the retirement table applies on ill health, retrenchment, death or a severance benefit. Check the fund's rules: as a resignation or withdrawal, ${comparison}.`
        : `The lump sum of ${formatMoney(result.amount)} on ${formatDate(entry.accrualDate)} is at ${ageText}, before 55. Is it ill health, retrenchment, death or a severance benefit? Say why it is paid. If the member is resigning or withdrawing, use the withdrawal table: ${comparison}.`,
  };
}
