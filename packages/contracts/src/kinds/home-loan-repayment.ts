import {
  type BondInput,
  type BondResult,
  bondInputSchema,
  DEFAULT_MONTHLY_SERVICE_FEE,
  ncaMortgageServiceFee,
} from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { z } from "zod";
import { firstOfNextMonth } from "../first-of-next-month";
import { refineSourceLinks } from "../record-sources";
import { homeLoanRepaymentWords } from "./home-loan-repayment-words";
import type { ContractKind } from "./kind";
import { describedRecordSchemas, sourcesSchema } from "./record-schemas";

/** A home loan repayment's inputs: the finance engine's bond input, and values taken elsewhere. */
export const homeLoanRepaymentInputsSchema = bondInputSchema
  .safeExtend({ sources: sourcesSchema })
  .superRefine(refineSourceLinks("home-loan-repayment"));
export const homeLoanRepaymentResultSchema = z
  .custom<BondResult>()
  .describe("BondResult of @adviser-desk/finance calculateBondRepayment");

const schemas = describedRecordSchemas(
  homeLoanRepaymentInputsSchema,
  homeLoanRepaymentInputsSchema,
  homeLoanRepaymentResultSchema,
);
export const createHomeLoanRepaymentInputSchema = schemas.createSchema;
export const updateHomeLoanRepaymentInputSchema = schemas.updateSchema;
export const homeLoanRepaymentSummarySchema = schemas.summarySchema;
export const homeLoanRepaymentResponseSchema = schemas.responseSchema;
export const homeLoanRepaymentListResponseSchema = schemas.listSchema;
export const homeLoanRepaymentConflictProblemSchema = schemas.conflictSchema;

export type HomeLoanRepaymentInputs = z.input<typeof homeLoanRepaymentInputsSchema>;
export type CreateHomeLoanRepaymentInput = z.input<typeof createHomeLoanRepaymentInputSchema>;
export type UpdateHomeLoanRepaymentInput = z.input<typeof updateHomeLoanRepaymentInputSchema>;
export type HomeLoanRepaymentSummary = z.output<typeof homeLoanRepaymentSummarySchema>;
export type HomeLoanRepaymentResponse = z.output<typeof homeLoanRepaymentResponseSchema>;
export type HomeLoanRepaymentListResponse = z.output<typeof homeLoanRepaymentListResponseSchema>;

/**
 * What the screen and the report say while the fee is the default: where R69 comes from and that
 * it is an assumption until the bank quotes (null once the adviser has typed another fee).
 */
export function serviceFeeAssumption(fee: number | undefined): string | null {
  return fee === DEFAULT_MONTHLY_SERVICE_FEE
    ? `Monthly service fee ${formatMoney(fee)} (estimate): the most a bank may charge, ${formatMoney(ncaMortgageServiceFee.excludingVat)} a month plus VAT (National Credit Regulations reg 44), which the large banks charge. Use the bank's quoted fee.`
    : null;
}

/**
 * "New" and "Plan the bond": R1 500 000 over 20 years at prime (10.25%), first instalment next
 * month, and the monthly service fee the banks charge (the regulations' maximum, R69 with VAT):
 * a default of R0 would understate every instalment.
 */
export function defaultHomeLoanRepaymentInputs(today: string): BondInput {
  return {
    loanAmount: 1_500_000,
    annualRatePercent: 10.25,
    termMonths: 240,
    startDate: firstOfNextMonth(today),
    monthlyServiceFee: DEFAULT_MONTHLY_SERVICE_FEE,
  };
}

/** Home loan repayments (spec §3): instalment, schedule, extra payments and what they save. */
export const homeLoanRepaymentContract = {
  ...homeLoanRepaymentWords,
  ...schemas,
  template: {
    fields: {
      loanAmount: "Loan amount",
      instalment: "Monthly instalment",
      monthlyServiceFee: "Monthly service fee",
      finalInstalment: "Final instalment",
      totalInterest: "Total interest",
      totalFees: "Total service fees",
      totalExtra: "Extra payments",
      totalPaid: "Total paid",
      payoffDate: "Paid off",
      payoffTerm: "Paid off after",
      plainTotalInterest: "Interest without extra payments",
      interestSaved: "Interest saved",
      timeSaved: "Time saved",
    },
    loops: {
      yearly: [
        "year",
        "openingBalance",
        "interest",
        "principal",
        "extra",
        "fees",
        "closingBalance",
      ],
      monthly: [
        "month",
        "date",
        "openingBalance",
        "interest",
        "principal",
        "extra",
        "fee",
        "closingBalance",
      ],
    },
    superseded: [],
    headings: [],
  },
} as const satisfies ContractKind<"home-loan-repayment">;
