import type { BondResult, BondScheduleRow, BondYearRow } from "@adviser-desk/finance";
import {
  addSheet,
  newWorkbook,
  type SheetColumn,
  type SheetLetterhead,
  toCsv,
  workbookBuffer,
} from "#server/documents/sheets/sheet-table";
import type { KindSheets } from "../server-kind";

const MONTHLY: SheetColumn<BondScheduleRow>[] = [
  { header: "Month", type: "number", value: (r) => r.month, width: 8 },
  { header: "Date", type: "date", value: (r) => r.date, width: 13 },
  { header: "Opening balance", type: "money", value: (r) => r.openingBalance },
  { header: "Annual rate %", type: "number", value: (r) => r.annualRatePercent, width: 12 },
  { header: "Interest", type: "money", value: (r) => r.interest },
  { header: "Capital", type: "money", value: (r) => r.principal },
  { header: "Instalment", type: "money", value: (r) => r.instalment },
  { header: "Extra", type: "money", value: (r) => r.extra },
  { header: "Fee", type: "money", value: (r) => r.fee },
  { header: "Closing balance", type: "money", value: (r) => r.closingBalance },
];
const YEARLY: SheetColumn<BondYearRow>[] = [
  { header: "Year", type: "number", value: (r) => r.year, width: 8 },
  { header: "From", type: "date", value: (r) => r.startDate, width: 13 },
  { header: "To", type: "date", value: (r) => r.endDate, width: 13 },
  { header: "Opening balance", type: "money", value: (r) => r.openingBalance },
  { header: "Interest", type: "money", value: (r) => r.interest },
  { header: "Capital", type: "money", value: (r) => r.principal },
  { header: "Extra", type: "money", value: (r) => r.extra },
  { header: "Fees", type: "money", value: (r) => r.fees },
  { header: "Closing balance", type: "money", value: (r) => r.closingBalance },
];

async function homeLoanXlsx(letterhead: SheetLetterhead, result: BondResult) {
  const workbook = await newWorkbook(letterhead);
  addSheet(workbook, "Monthly schedule", MONTHLY, result.schedule);
  addSheet(workbook, "By year", YEARLY, result.yearly);
  return workbookBuffer(workbook);
}

/** The schedule month by month and by year; the CSV holds one of them. */
export const homeLoanSheets: KindSheets<"home-loan-repayment"> = {
  xlsx: homeLoanXlsx,
  csv: (result, period) =>
    period === "yearly" ? toCsv(YEARLY, result.yearly) : toCsv(MONTHLY, result.schedule),
};
