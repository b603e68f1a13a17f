import { z } from "zod";
import { randsAmountSchema } from "../core/schemas";
import { traceLineSchema } from "../core/trace";

export const costLineKeySchema = z.enum([
  "transferDuty",
  "transferAttorneyFee",
  "transferAttorneyFeeVat",
  "deedsOfficeTransferFee",
  "transferDisbursements",
  "bondAttorneyFee",
  "bondAttorneyFeeVat",
  "deedsOfficeBondFee",
  "bondDisbursements",
  "bankInitiationFee",
]);

const disbursementLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  amount: randsAmountSchema,
  estimate: z.boolean(),
});

/** All amounts in rands to the cent; every total is the exact sum of its lines (summed in cents). */
export const transferCostsResultSchema = z.object({
  transferDutyTableId: z.string(),
  tariffId: z.string(),
  transfer: z.object({
    transferDuty: randsAmountSchema,
    attorneyFee: randsAmountSchema,
    attorneyFeeVat: randsAmountSchema,
    /** Registration fee (item 1(b)) plus the lodgement fee (item 1(a)). */
    deedsOfficeFee: randsAmountSchema,
    disbursements: randsAmountSchema,
    disbursementItems: z.array(disbursementLineSchema),
    total: randsAmountSchema,
  }),
  bond: z.object({
    attorneyFee: randsAmountSchema,
    attorneyFeeVat: randsAmountSchema,
    /** Registration fee (item 1(c)) plus the lodgement fee (item 1(a)). */
    deedsOfficeFee: randsAmountSchema,
    disbursements: randsAmountSchema,
    disbursementItems: z.array(disbursementLineSchema),
    bankInitiationFee: randsAmountSchema,
    total: randsAmountSchema,
  }),
  totalCosts: randsAmountSchema,
  /** Purchase price − bond, not below 0. */
  deposit: randsAmountSchema,
  /** Deposit + all costs: banks usually do not finance the costs. */
  cashNeeded: randsAmountSchema,
  /** Lines whose figure is an estimate, with why: the product shows them as estimates. */
  estimates: z.array(z.object({ line: costLineKeySchema, reason: z.string() })),
  warnings: z.array(z.object({ code: z.string(), field: z.string(), message: z.string() })),
  trace: z.array(traceLineSchema),
});

export type CostLineKey = z.output<typeof costLineKeySchema>;
export type TransferCostsResult = z.output<typeof transferCostsResultSchema>;
export type CostEstimate = TransferCostsResult["estimates"][number];
export type TransferCostWarning = TransferCostsResult["warnings"][number];
export type DisbursementLine = TransferCostsResult["transfer"]["disbursementItems"][number];
