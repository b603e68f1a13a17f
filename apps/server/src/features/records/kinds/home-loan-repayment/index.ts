import { defaultHomeLoanRepaymentInputs, homeLoanRepaymentContract } from "@adviser-desk/contracts";
import { type BondResult, calculateBondRepayment } from "@adviser-desk/finance";
import { formatDate, formatMoney } from "@adviser-desk/format";
import { descriptionNames } from "../record-names";
import { type KeyFigure, keyFigure, type ServerKind } from "../server-kind";
import { homeLoanContent } from "./report-content";
import { homeLoanSheets } from "./sheets";

function homeLoanKeyFigures(r: BondResult): KeyFigure[] {
  return [
    keyFigure("Monthly instalment", formatMoney(r.instalment)),
    keyFigure("Paid off", formatDate(r.payoffDate)),
    keyFigure("Total interest", formatMoney(r.totalInterest)),
  ];
}

/** Home loan repayments: instalment, schedule, extras and savings (no rate tables involved). */
export const homeLoanRepaymentKind: ServerKind<"home-loan-repayment"> = {
  ...homeLoanRepaymentContract,
  names: descriptionNames,
  defaultInputs: async ({ today }) => defaultHomeLoanRepaymentInputs(today),
  compute: async ({ inputs }) => ({
    inputs,
    result: calculateBondRepayment(inputs),
    rateTables: [],
  }),
  bodyPathOf: (path) => `inputs.${path}`,
  reportContent: homeLoanContent,
  sheets: homeLoanSheets,
  keyFigures: homeLoanKeyFigures,
};
