import {
  formatAmountInText,
  formatCentsInText,
  formatDate,
  formatRate,
} from "@adviser-desk/format";
import { FinanceInputError, parseInput } from "../core/errors";
import { applyRate, type Cents, inRands, type Rands, type Rate, randsToCents } from "../core/money";
import { type TableInForce, tableInForce } from "../core/table-in-force";
import { type TraceLine, traceLine } from "../core/trace";
import type { TaxBracket } from "../tax/table-schema";
import { ensureValidLumpSumTable } from "./ensure-valid-lump-sum-table";
import { type LumpSumInput, lumpSumInputSchema, type RetirementEvent } from "./lump-sum-input";
import type { LumpSumTable } from "./lump-sum-table-schema";
import { lumpSumTables } from "./lump-sum-tables";
import { type TwoPotRetirement, twoPotRetirement } from "./two-pot-retirement";

export interface LumpSumTaxResult {
  tableId: string;
  kind: "retirement" | "withdrawal";
  amount: Rands;
  /** The lump sum less non-deductible contributions (not below 0). */
  taxableLumpSum: Rands;
  /** Prior retirement + withdrawal lump sums + severance benefits, aggregated by SARS's rule. */
  priorLumpSums: Rands;
  taxOnTotal: Rands;
  taxOnPrior: Rands;
  /** taxOnTotal − taxOnPrior. */
  tax: Rands;
  /** amount − tax. */
  netAmount: Rands;
  /** tax ÷ amount, to 4 decimals; 0 for a zero amount. */
  averageRate: Rate;
  /** The table used is an estimate (show it as such). */
  estimate: boolean;
  /** The accrual date (picks the table). */
  accrualDate: string;
  /** Why a retirement-table lump sum is paid, as entered (null: a withdrawal, or not given). */
  event: RetirementEvent | null;
  /** A two-pot member's components at retirement and the cash they allow; null when not given. */
  twoPot: Omit<TwoPotRetirement, "lines"> | null;
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

/**
 * The lump-sum table in force on the accrual date, with the warning a date beyond the tables needs
 * (the one rule of core/table-in-force: before the earliest table refused, after the known period
 * flagged).
 */
export function lumpSumTableInForce(
  accrualDate: string,
  tables: readonly LumpSumTable[] = lumpSumTables,
): TableInForce<LumpSumTable> {
  if (!Array.isArray(tables)) {
    throw new FinanceInputError([{ path: "tables", message: "must be a list of lump-sum tables" }]);
  }
  return tableInForce(tables, accrualDate, "accrualDate", "lump-sum tax table");
}

/** The lump-sum table in force on the accrual date (see lumpSumTableInForce for the warning). */
export function lumpSumTableFor(
  accrualDate: string,
  tables: readonly LumpSumTable[] = lumpSumTables,
): LumpSumTable {
  return lumpSumTableInForce(accrualDate, tables).table;
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
  const twoPot = parsed.components ? twoPotRetirement(parsed.components, table) : null;
  if (twoPot !== null && amount > randsToCents(twoPot.maximumCash)) {
    throw new FinanceInputError([
      {
        path: "amount",
        message: `must not exceed the cash the two-pot components allow at retirement, ${formatCentsInText(randsToCents(twoPot.maximumCash))} (${twoPot.wholeInCash ? "all of it: the small-interest limit applies" : "one third of the vested component plus the savings component; the retirement component buys an annuity"})`,
      },
    ]);
  }
  const nonDeductible = Math.min(amount, randsToCents(parsed.nonDeductibleContributions));
  const taxable = amount - nonDeductible;
  const prior =
    randsToCents(parsed.priorRetirementLumpSums) +
    randsToCents(parsed.priorWithdrawalLumpSums) +
    randsToCents(parsed.priorSeveranceBenefits);
  const onTotal = lumpSumBandTax(bands, taxable + prior);
  const onPrior = lumpSumBandTax(bands, prior);
  const tax = onTotal.cents - onPrior.cents;
  // The table is named by its date, never by its internal id (which must not reach a client).
  const tableName = `SARS ${parsed.kind} lump-sum table from ${formatDate(table.effectiveFrom)}${table.estimate ? " (an estimate)" : ""}`;
  const trace: TraceLine[] = [
    ...(twoPot?.lines ?? []),
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
  if (twoPot !== null) {
    const total = randsToCents(twoPot.vested + twoPot.savings + twoPot.retirement);
    trace.push(
      traceLine(
        "Left in the fund to buy an annuity (taxed as income when paid)",
        total - amount,
        "the components less the cash taken",
      ),
    );
  }
  return {
    tableId: table.id,
    kind: parsed.kind,
    ...inRands({
      amount,
      taxableLumpSum: taxable,
      priorLumpSums: prior,
      taxOnTotal: onTotal.cents,
      taxOnPrior: onPrior.cents,
      tax,
      netAmount: amount - tax,
    }),
    averageRate: amount > 0 ? Math.round((tax / amount) * 10_000) / 10_000 : 0,
    estimate: table.estimate,
    accrualDate: parsed.accrualDate,
    event: parsed.kind === "retirement" ? (parsed.event ?? null) : null,
    twoPot: twoPot && withoutLines(twoPot),
    trace,
  };
}

function withoutLines({
  lines: _lines,
  ...rest
}: TwoPotRetirement): Omit<TwoPotRetirement, "lines"> {
  return rest;
}
