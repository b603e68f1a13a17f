import {
  defaultHomeLoanRepaymentInputs,
  homeLoanRepaymentContract,
  type homeLoanRepaymentInputsSchema,
} from "@adviser-desk/contracts";
import { type BondResult, calculateBondRepayment } from "@adviser-desk/finance";
import { formatDate, formatMoney } from "@adviser-desk/format";
import type { z } from "zod";
import { type DescriptionNames, descriptionNames } from "../record-names";
import { type KeyFigure, keyFigure, type ServerKind } from "../server-kind";
import { homeLoanContent } from "./report-content";
import { homeLoanSheets } from "./sheets";

type Inputs = z.output<typeof homeLoanRepaymentInputsSchema>;

function homeLoanKeyFigures(r: BondResult): KeyFigure[] {
  return [
    keyFigure("Monthly instalment", formatMoney(r.instalment)),
    keyFigure("Paid off", formatDate(r.payoffDate)),
    keyFigure("Total interest", formatMoney(r.totalInterest)),
  ];
}

/** Home loan repayments: instalment, schedule, extras and savings (no rate tables involved). */
export const homeLoanRepaymentKind: ServerKind<DescriptionNames, Inputs, Inputs, BondResult> = {
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
