import { z } from "zod";
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
  amount: z.number(),
  estimate: z.boolean(),
});

/** All amounts in rands to the cent; every total is the exact sum of its lines (summed in cents). */
export const transferCostsResultSchema = z.object({
  transferDutyTableId: z.string(),
  tariffId: z.string(),
  transfer: z.object({
    transferDuty: z.number(),
    attorneyFee: z.number(),
    attorneyFeeVat: z.number(),
    /** Registration fee (item 1(b)) plus the lodgement fee (item 1(a)). */
    deedsOfficeFee: z.number(),
    disbursements: z.number(),
    disbursementItems: z.array(disbursementLineSchema),
    total: z.number(),
  }),
  bond: z.object({
    attorneyFee: z.number(),
    attorneyFeeVat: z.number(),
    /** Registration fee (item 1(c)) plus the lodgement fee (item 1(a)). */
    deedsOfficeFee: z.number(),
    disbursements: z.number(),
    disbursementItems: z.array(disbursementLineSchema),
    bankInitiationFee: z.number(),
    total: z.number(),
  }),
  totalCosts: z.number(),
  /** Purchase price − bond, not below 0. */
  deposit: z.number(),
  /** Deposit + all costs: banks usually do not finance the costs. */
  cashNeeded: z.number(),
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
