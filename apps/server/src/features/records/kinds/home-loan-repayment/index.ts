import {
  defaultHomeLoanRepaymentInputs,
  homeLoanRepaymentContract,
  type homeLoanRepaymentInputsSchema,
} from "@adviser-desk/contracts";
import { type BondResult, calculateBondRepayment } from "@adviser-desk/finance";
import type { z } from "zod";
import { copyName } from "../copy-name";
import type { ServerKind } from "../server-kind";
import { homeLoanKeyFigures } from "./key-figures";
import { homeLoanContent } from "./report-content";
import { homeLoanSheets } from "./sheets";

type Inputs = z.output<typeof homeLoanRepaymentInputsSchema>;
interface Names {
  description: string;
}

/** Home loan repayments: instalment, schedule, extras and savings (no rate tables involved). */
export const homeLoanRepaymentKind: ServerKind<Names, Inputs, Inputs, BondResult> = {
  ...homeLoanRepaymentContract,
  names: {
    pick: ({ description }) => ({ description }),
    toColumns: (names) => ({ name: names.description, taxYear: null }),
    fromColumns: (columns) => ({ description: columns.name }),
    copyOf: (names) => ({ description: copyName(names.description) }),
  },
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
