import {
  createHomeLoanRepaymentInputSchema,
  defaultHomeLoanRepaymentInputs,
  homeLoanRepaymentConflictProblemSchema,
  homeLoanRepaymentInputsSchema,
  homeLoanRepaymentListResponseSchema,
  homeLoanRepaymentResponseSchema,
  homeLoanRepaymentResultSchema,
  homeLoanRepaymentSummarySchema,
  updateHomeLoanRepaymentInputSchema,
} from "@adviser-desk/contracts";
import { type BondResult, calculateBondRepayment } from "@adviser-desk/finance";
import type { z } from "zod";
import type { RecordKindDefinition } from "../record-kind";
import { copyName } from "./copy-name";

type Inputs = z.output<typeof homeLoanRepaymentInputsSchema>;
interface Names {
  description: string;
}

/** Home loan repayments: instalment, schedule, extras and savings (no rate tables involved). */
export const homeLoanRepaymentKind: RecordKindDefinition<Names, Inputs, Inputs, BondResult> = {
  kind: "home-loan-repayment",
  path: "home-loan-repayments",
  noun: "home loan repayment calculation",
  singular: "HomeLoanRepayment",
  plural: "HomeLoanRepayments",
  createSchema: createHomeLoanRepaymentInputSchema,
  updateSchema: updateHomeLoanRepaymentInputSchema,
  inputsSchema: homeLoanRepaymentInputsSchema,
  storedInputsSchema: homeLoanRepaymentInputsSchema,
  resultSchema: homeLoanRepaymentResultSchema,
  summarySchema: homeLoanRepaymentSummarySchema,
  listSchema: homeLoanRepaymentListResponseSchema,
  responseSchema: homeLoanRepaymentResponseSchema,
  conflictSchema: homeLoanRepaymentConflictProblemSchema,
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
};
