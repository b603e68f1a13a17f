import { FinanceInputError } from "../core/errors";
import { type Cents, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import {
  calculateLumpSumTax,
  type LumpSumTaxResult,
  lumpSumTableFor,
} from "../retirement/calculate-lump-sum-tax";
import type { LumpSumTable } from "../retirement/lump-sum-table-schema";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import type { TaxYearTable } from "./table-schema";

export interface ScenarioLumpSums {
  results: LumpSumTaxResult[];
  totalTax: Cents;
  lines: TraceLine[];
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
  let earlierThisYear = { retirement: 0, withdrawal: 0 };
  let totalTax = 0;
  for (const { entry, index } of ordered) {
    if (entry.accrualDate < table.periodStart || entry.accrualDate > table.periodEnd) {
      throw new FinanceInputError([
        {
          path: `lumpSums.${index}.accrualDate`,
          message: `must fall in tax year ${table.taxYear} (${table.periodStart} – ${table.periodEnd})`,
        },
      ]);
    }
    const result = calculateLumpSumTax(
      {
        ...entry,
        priorRetirementLumpSums: entry.priorRetirementLumpSums + earlierThisYear.retirement,
        priorWithdrawalLumpSums: entry.priorWithdrawalLumpSums + earlierThisYear.withdrawal,
      },
      lumpSumTableFor(entry.accrualDate, lumpSumTables),
    );
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
  return { results, totalTax, lines };
}
