import {
  formatAmountInText,
  formatCentsInText,
  formatDate,
  formatRate,
} from "@adviser-desk/format";
import { FinanceInputError, parseInput } from "../core/errors";
import { applyRate, type Cents, centsToRands, randsToCents } from "../core/money";
import { pickEffective } from "../core/pick-effective";
import { type TraceLine, traceLine } from "../core/trace";
import type { TaxBracket } from "../tax/table-schema";
import { ensureValidLumpSumTable } from "./ensure-valid-lump-sum-table";
import { type LumpSumInput, lumpSumInputSchema } from "./lump-sum-input";
import type { LumpSumTable } from "./lump-sum-table-schema";
import { lumpSumTables } from "./lump-sum-tables";

export interface LumpSumTaxResult {
  tableId: string;
  kind: "retirement" | "withdrawal";
  amount: number;
  /** The lump sum less non-deductible contributions (not below 0). */
  taxableLumpSum: number;
  /** Prior retirement + withdrawal lump sums + severance benefits, aggregated by SARS's rule. */
  priorLumpSums: number;
  taxOnTotal: number;
  taxOnPrior: number;
  /** taxOnTotal − taxOnPrior. */
  tax: number;
  /** amount − tax. */
  netAmount: number;
  /** tax ÷ amount, to 4 decimals; 0 for a zero amount. */
  averageRate: number;
  /** The table used is an estimate (show it as such). */
  estimate: boolean;
  trace: TraceLine[];
}

/** Tax on a lump sum under one table's bands, in cents, with the band for the working. */
export function lumpSumBandTax(
  bands: readonly TaxBracket[],
  amount: Cents,
): { cents: Cents; band: TaxBracket } {
  let index = 0;
  for (let i = bands.length - 1; i > 0; i -= 1) {
    const band = bands[i];
    if (band !== undefined && amount > randsToCents(band.from)) {
      index = i;
      break;
    }
  }
  const band = bands[index] as TaxBracket;
  const above = Math.max(0, amount - randsToCents(band.from));
  return { cents: randsToCents(band.base) + applyRate(above, band.rate), band };
}

function bandWorking(amount: Cents, band: TaxBracket): string {
  return band.rate === 0
    ? `${formatAmountInText(amount)} is in the ${formatRate(0)} band`
    : `${formatCentsInText(randsToCents(band.base))} + ${formatRate(band.rate)} × (${formatAmountInText(amount)} − ${formatAmountInText(randsToCents(band.from))})`;
}

/** The lump-sum table in force on the accrual date. */
export function lumpSumTableFor(
  accrualDate: string,
  tables: readonly LumpSumTable[] = lumpSumTables,
): LumpSumTable {
  if (!Array.isArray(tables)) {
    throw new FinanceInputError([{ path: "tables", message: "must be a list of lump-sum tables" }]);
  }
  return pickEffective(tables, accrualDate, "accrualDate", "lump-sum tax table");
}

/**
 * Tax on a retirement fund lump sum (or severance benefit) or a withdrawal benefit, by SARS's
 * cumulative rule (Second Schedule para 5 and 6; SARS "Retirement Lump Sum Benefits"):
 * tax = T(lump sum + all earlier lump sums) − T(all earlier lump sums), both on the table for this
 * kind in force when this lump sum accrues. Earlier lump sums of both kinds and severance benefits
 * count, re-taxed notionally on today's table (the tax actually paid on them is not subtracted).
 */
export function calculateLumpSumTax(input: LumpSumInput, table: LumpSumTable): LumpSumTaxResult {
  ensureValidLumpSumTable(table);
  const parsed = parseInput(lumpSumInputSchema, input);
  const bands = table[parsed.kind];
  const amount = randsToCents(parsed.amount);
  const nonDeductible = Math.min(amount, randsToCents(parsed.nonDeductibleContributions));
  const taxable = amount - nonDeductible;
  const prior =
    randsToCents(parsed.priorRetirementLumpSums) +
    randsToCents(parsed.priorWithdrawalLumpSums) +
    randsToCents(parsed.priorSeveranceBenefits);
  const onTotal = lumpSumBandTax(bands, taxable + prior);
  const onPrior = lumpSumBandTax(bands, prior);
  const tax = onTotal.cents - onPrior.cents;
  // The table by its name and date: its id is for the admin screens, never a client (ADR 023).
  const tableName = `${parsed.kind} table from ${formatDate(table.effectiveFrom)}`;
  const trace: TraceLine[] = [
    traceLine(
      parsed.kind === "retirement" ? "Retirement lump sum taken in cash" : "Withdrawal benefit",
      amount,
      parsed.kind === "retirement"
        ? "retirement fund lump sum benefit (retirement, death, retrenchment) or severance benefit"
        : "retirement fund lump sum withdrawal benefit (before retirement)",
    ),
  ];
  if (nonDeductible > 0) {
    trace.push(
      traceLine(
        "Less: contributions never deducted",
        -nonDeductible,
        "Second Schedule para 5(1)(c)/6(1)(b)",
      ),
      traceLine("Taxable lump sum", taxable, "not below 0"),
    );
  }
  trace.push(
    traceLine(
      "Earlier lump sums (retirement since 1 Oct 2007, withdrawal since 1 Mar 2009, severance since 1 Mar 2011)",
      prior,
      "SARS cumulative rule: earlier lump sums are added and re-taxed on today's table",
    ),
    traceLine(
      `Tax on ${formatAmountInText(taxable + prior)} (this lump sum + earlier ones): ${bandWorking(taxable + prior, onTotal.band)}`,
      onTotal.cents,
      tableName,
    ),
    traceLine(
      `Less: tax on the earlier ${formatAmountInText(prior)}: ${bandWorking(prior, onPrior.band)}`,
      -onPrior.cents,
      tableName,
    ),
    traceLine("Tax on this lump sum", tax, "T(total) − T(earlier)"),
    traceLine("You receive", amount - tax, "lump sum less tax"),
  );
  return {
    tableId: table.id,
    kind: parsed.kind,
    amount: centsToRands(amount),
    taxableLumpSum: centsToRands(taxable),
    priorLumpSums: centsToRands(prior),
    taxOnTotal: centsToRands(onTotal.cents),
    taxOnPrior: centsToRands(onPrior.cents),
    tax: centsToRands(tax),
    netAmount: centsToRands(amount - tax),
    averageRate: amount > 0 ? Math.round((tax / amount) * 10_000) / 10_000 : 0,
    estimate: table.estimate,
    trace,
  };
}
