import type { CostLineKey, TraceLine, TransferCostsResult } from "@adviser-desk/finance";
import {
  addSheet,
  newWorkbook,
  type SheetColumn,
  type SheetLetterhead,
  toCsv,
  workbookBuffer,
} from "#server/documents/sheets/sheet-table";
import type { KindSheets } from "../server-kind";
import { LINE_LABELS } from "./report-content";

/** One line of the costs: which side it is on, what it is, the amount and whether it is estimated. */
interface CostRow {
  side: string;
  item: string;
  amount: number;
  estimate: boolean;
}

const COSTS: SheetColumn<CostRow>[] = [
  { header: "For", type: "text", value: (r) => r.side, width: 18 },
  { header: "Item", type: "text", value: (r) => r.item, width: 48 },
  { header: "Amount", type: "money", value: (r) => r.amount },
  { header: "Estimate", type: "text", value: (r) => (r.estimate ? "Estimate" : ""), width: 12 },
];

const WORKING: SheetColumn<TraceLine>[] = [
  { header: "Step", type: "text", value: (l) => l.label, width: 70 },
  { header: "Amount", type: "money", value: (l) => l.amount },
  { header: "Rule", type: "text", value: (l) => l.rule ?? "", width: 50 },
];

/**
 * The report's costs as rows: each side's lines (disbursements item by item), its total, then the
 * deposit and the cash needed. Totals are the engine's, which it sums from these same lines.
 */
function costRows(result: TransferCostsResult): CostRow[] {
  const estimated = new Set(result.estimates.map((e) => e.line));
  const line = (side: string, key: CostLineKey, amount: number): CostRow => ({
    side,
    item: LINE_LABELS[key],
    amount,
    estimate: estimated.has(key),
  });
  const { transfer, bond } = result;
  const rows: CostRow[] = [
    line("Transfer", "transferDuty", transfer.transferDuty),
    line("Transfer", "transferAttorneyFee", transfer.attorneyFee),
    line("Transfer", "transferAttorneyFeeVat", transfer.attorneyFeeVat),
    line("Transfer", "deedsOfficeTransferFee", transfer.deedsOfficeFee),
    ...transfer.disbursementItems.map((d) => ({
      side: "Transfer",
      item: d.label,
      amount: d.amount,
      estimate: d.estimate,
    })),
  ];
  // A total is an estimate when any line in it is.
  const anyEstimated = (side: string) => rows.some((row) => row.side === side && row.estimate);
  rows.push({
    side: "Transfer",
    item: "Transfer costs",
    amount: transfer.total,
    estimate: anyEstimated("Transfer"),
  });
  if (bond.total > 0) {
    rows.push(
      line("Bond", "bondAttorneyFee", bond.attorneyFee),
      line("Bond", "bondAttorneyFeeVat", bond.attorneyFeeVat),
      line("Bond", "deedsOfficeBondFee", bond.deedsOfficeFee),
      ...bond.disbursementItems.map((d) => ({
        side: "Bond",
        item: d.label,
        amount: d.amount,
        estimate: d.estimate,
      })),
      line("Bond", "bankInitiationFee", bond.bankInitiationFee),
    );
    rows.push({
      side: "Bond",
      item: "Bond registration costs",
      amount: bond.total,
      estimate: anyEstimated("Bond"),
    });
  }
  const anyEstimate = result.estimates.length > 0;
  rows.push(
    {
      side: "Purchase",
      item: "Transfer and bond costs",
      amount: result.totalCosts,
      estimate: anyEstimate,
    },
    { side: "Purchase", item: "Deposit", amount: result.deposit, estimate: false },
    { side: "Purchase", item: "Cash needed", amount: result.cashNeeded, estimate: anyEstimate },
  );
  return rows;
}

async function transferXlsx(letterhead: SheetLetterhead, result: TransferCostsResult) {
  const workbook = await newWorkbook(letterhead);
  addSheet(workbook, "Costs", COSTS, costRows(result));
  addSheet(workbook, "Working", WORKING, result.trace);
  return workbookBuffer(workbook);
}

/** The costs line by line and the working; the CSV is the costs. */
export const transferDutySheets: KindSheets<"transfer-duty"> = {
  xlsx: transferXlsx,
  csv: (result) => toCsv(COSTS, costRows(result)),
};
