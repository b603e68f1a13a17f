import {
  formatAmountInText,
  formatCentsInText,
  formatDate,
  formatPercent,
} from "@adviser-desk/format";
import { FinanceInputError } from "../core/errors";
import { type Cents, centsToRands, type Rands, randsToCents } from "../core/money";
import { randsSchema } from "../core/schemas";
import { type TableInForce, tableInForce } from "../core/table-in-force";
import { type TraceLine, traceLine } from "../core/trace";
import { ensureValidDutyTable, ensureValidList } from "./ensure-valid-tables";
import { transferDutyTables } from "./tables/transfer-duty-tables";
import {
  dutyInBandCents,
  type TransferDutyBand,
  type TransferDutyTable,
} from "./transfer-duty-schema";

/**
 * The table in force for an acquisition on `acquisitionIsoDate` (the date the agreement was
 * concluded, not the date of transfer). 2025-03-31 → the 1 March 2023 table; 2025-04-01 → the
 * 1 April 2025 table. A date before the earliest table throws FinanceInputError("acquisitionDate").
 */
export function transferDutyTableFor(
  acquisitionIsoDate: string,
  tables: readonly TransferDutyTable[] = transferDutyTables,
): TransferDutyTable {
  return transferDutyTableInForce(acquisitionIsoDate, tables).table;
}

/** The duty table in force with its date warning (the one rule of core/table-in-force). */
export function transferDutyTableInForce(
  acquisitionIsoDate: string,
  tables: readonly TransferDutyTable[] = transferDutyTables,
): TableInForce<TransferDutyTable> {
  ensureValidList<TransferDutyTable>(tables, ensureValidDutyTable);
  return tableInForce(tables, acquisitionIsoDate, "acquisitionDate", "transfer duty table");
}

export interface TransferDutyWorking {
  cents: Cents;
  band: TransferDutyBand;
  bandIndex: number;
}

/**
 * Duty in cents. ROUNDING: the one rounding step is in dutyInBandCents — base (whole cents) plus
 * rate × (value − from) rounded to the nearest cent, halves away from zero (core `roundCents`).
 * We keep cents rather than rounding to the rand: the Act's schedule states rates, not a rounding
 * rule, and no SARS source consulted rounds duty to the rand; for a whole-rand price the result has
 * at most two decimals anyway (3% × R1 = R0.03).
 * Assumes a table that validateTransferDutyTable accepts (starts at 0, contiguous, last band open).
 */
export function transferDutyWorking(
  valueCents: Cents,
  table: TransferDutyTable,
): TransferDutyWorking {
  const { bands } = table;
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i];
    if (!band) continue;
    if (band.upTo !== null && valueCents > randsToCents(band.upTo)) continue;
    return { cents: dutyInBandCents(valueCents, band), band, bandIndex: i };
  }
  throw new FinanceInputError([
    { path: "table.bands", message: "no band covers this value: the table is not valid" },
  ]);
}

/** Transfer duty on `amount` rands under `table`, in rands to the cent. */
export function calculateTransferDuty(amount: Rands, table: TransferDutyTable): Rands {
  ensureValidDutyTable(table);
  const parsed = randsSchema.safeParse(amount);
  if (!parsed.success) {
    throw new FinanceInputError(
      parsed.error.issues.map((issue) => ({ path: "amount", message: issue.message })),
    );
  }
  return centsToRands(transferDutyWorking(randsToCents(parsed.data), table).cents);
}

/**
 * The trace line for a duty calculation, e.g. "Transfer Duty Act s2, table from 1 April 2025:
 * R0 + 3% × (1 500 000 − 1 210 000)".
 */
export function transferDutyTraceLine(
  valueCents: Cents,
  table: TransferDutyTable,
  working: TransferDutyWorking,
): TraceLine {
  const { band } = working;
  const formula =
    band.ratePercent === 0
      ? `${formatAmountInText(valueCents)} is in the ${formatPercent(0)} band${band.upTo === null ? "" : ` (up to ${formatAmountInText(randsToCents(band.upTo))})`}`
      : `${formatCentsInText(randsToCents(band.base))} + ${formatPercent(band.ratePercent)} × (${formatAmountInText(valueCents)} − ${formatAmountInText(randsToCents(band.from))})`;
  return traceLine(
    "Transfer duty (SARS)",
    working.cents,
    `Transfer Duty Act s2, table from ${formatDate(table.effectiveFrom)}: ${formula}`,
  );
}
