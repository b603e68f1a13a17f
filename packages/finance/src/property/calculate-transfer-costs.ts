import { formatAmountInText } from "@adviser-desk/format";
import { parseInput } from "../core/errors";
import { centsToRands, randsToCents } from "../core/money";
import { bondSideCosts } from "./bond-side-costs";
import { CostLedger } from "./cost-ledger";
import { ensureValidCostTables } from "./ensure-valid-tables";
import type { TransferCostTables } from "./transfer-cost-tables";
import type { TransferCostsResult } from "./transfer-costs-result-schema";
import { type TransferCostsInput, transferCostsInputSchema } from "./transfer-costs-schema";
import { transferSideCosts } from "./transfer-side-costs";

/**
 * Everything a buyer pays to acquire a property and register a bond: transfer duty (SARS), the
 * transferring and bond attorneys' guideline fees + VAT, Deeds Office fees, typical disbursements
 * and the bank's initiation fee; the deposit and the cash needed on top of the bond.
 * The caller picks the tables by date (see transferCostTablesFor). All sums are in whole cents, so
 * every total is exactly the sum of its lines; amounts leave the engine through centsToRands.
 */
export function calculateTransferCosts(
  input: TransferCostsInput,
  tables: TransferCostTables,
): TransferCostsResult {
  ensureValidCostTables(tables);
  const parsed = parseInput(transferCostsInputSchema, input);
  const ledger = new CostLedger();
  const transfer = transferSideCosts(parsed, tables, ledger);
  const bond = bondSideCosts(parsed, tables.tariff, ledger);

  const priceCents = randsToCents(parsed.purchasePrice);
  const totalCostsCents = transfer.totalCents + bond.totalCents;
  const depositCents = Math.max(0, priceCents - randsToCents(parsed.bondAmount));
  const cashNeededCents = depositCents + totalCostsCents;
  ledger.note(
    "Total costs",
    totalCostsCents,
    `transfer ${formatAmountInText(transfer.totalCents)} + bond ${formatAmountInText(bond.totalCents)}`,
  );
  ledger.note("Deposit", depositCents, "purchase price − bond, not below 0");
  ledger.note(
    "Cash needed",
    cashNeededCents,
    `deposit ${formatAmountInText(depositCents)} + costs ${formatAmountInText(totalCostsCents)}: banks usually do not finance the costs`,
  );

  return {
    transferDutyTableId: tables.transferDuty.id,
    tariffId: tables.tariff.id,
    transfer: transfer.lines,
    bond: bond.lines,
    totalCosts: centsToRands(totalCostsCents),
    deposit: centsToRands(depositCents),
    cashNeeded: centsToRands(cashNeededCents),
    estimates: ledger.estimates,
    warnings: ledger.warnings,
    trace: ledger.trace,
  };
}
