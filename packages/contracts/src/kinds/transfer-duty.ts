import {
  buyerTypeSchema,
  isoDateSchema,
  percentSchema,
  randsSchema,
  transferCostOverridesSchema,
  transferCostsResultSchema,
} from "@adviser-desk/finance";
import { z } from "zod";
import { refineSourceLinks } from "../record-sources";
import type { ContractKind } from "./kind";
import { describedRecordSchemas, sourcesSchema } from "./record-schemas";
import { transferDutyWords } from "./transfer-duty-words";

/**
 * Transfer duty inputs with the spec's names {transferAmount, bondAmount, transferDutyPayable},
 * plus what the duty and costs depend on. `transferDutyPayable` is computed by the server (it
 * is the result's transfer duty) and ignored when sent.
 */
const transferDutyInputsShape = z.strictObject({
  /** The purchase price (consideration) in rands. */
  transferAmount: randsSchema,
  bondAmount: randsSchema.default(0),
  /**
   * Fair value when known (valuation, municipal value): duty and the Deeds Office transfer fee are
   * levied on the greater of the price and the fair value. Absent = the price.
   */
  fairValue: randsSchema.optional(),
  /** Computed by the server; ignored on input. */
  transferDutyPayable: randsSchema.optional(),
  /** The date the agreement was concluded: picks the duty table and the cost tariff. */
  acquisitionDate: isoDateSchema,
  vatRegisteredSeller: z.boolean({ error: "must be true or false" }).default(false),
  buyerType: buyerTypeSchema.default("natural"),
  overrides: transferCostOverridesSchema.optional(),
  /**
   * The bond's interest rate (nominal annual %), when known: "Plan the bond" starts the home loan
   * with it. Not used by the duty or the costs.
   */
  bondRatePercent: percentSchema.optional(),
});
export const transferDutyInputsSchema = transferDutyInputsShape
  .safeExtend({ sources: sourcesSchema })
  .superRefine(refineSourceLinks("transfer-duty"));
/** Transfer duty inputs as the API returns them: transferDutyPayable always present. */
export const transferDutyStoredInputsSchema = transferDutyInputsShape
  .safeExtend({ transferDutyPayable: randsSchema, sources: sourcesSchema })
  .superRefine(refineSourceLinks("transfer-duty"));
export const transferDutyResultSchema = transferCostsResultSchema;

const schemas = describedRecordSchemas(
  transferDutyInputsSchema,
  transferDutyStoredInputsSchema,
  transferDutyResultSchema,
);
export const createTransferDutyInputSchema = schemas.createSchema;
export const updateTransferDutyInputSchema = schemas.updateSchema;
export const transferDutySummarySchema = schemas.summarySchema;
export const transferDutyResponseSchema = schemas.responseSchema;
export const transferDutyListResponseSchema = schemas.listSchema;
export const transferDutyConflictProblemSchema = schemas.conflictSchema;

export type TransferDutyInputs = z.input<typeof transferDutyInputsSchema>;
export type CreateTransferDutyInput = z.input<typeof createTransferDutyInputSchema>;
export type UpdateTransferDutyInput = z.input<typeof updateTransferDutyInputSchema>;
export type TransferDutySummary = z.output<typeof transferDutySummarySchema>;
export type TransferDutyResponse = z.output<typeof transferDutyResponseSchema>;
export type TransferDutyListResponse = z.output<typeof transferDutyListResponseSchema>;

/** R1 500 000 with a 90% bond (R1 350 000), bought today by a natural person from a non-vendor. */
export function defaultTransferDutyInputs(today: string) {
  return {
    transferAmount: 1_500_000,
    bondAmount: 1_350_000,
    acquisitionDate: today,
    vatRegisteredSeller: false,
    buyerType: "natural" as const,
  };
}

/** Transfer duty (spec §3): the duty and the full transfer and bond costs of a purchase. */
export const transferDutyContract = {
  ...transferDutyWords,
  ...schemas,
  template: {
    fields: {
      purchasePrice: "Purchase price",
      bondAmount: "Bond amount",
      transferDuty: "Transfer duty",
      transferAttorneyFee: "Transfer attorney's fee",
      transferAttorneyFeeVat: "VAT on the transfer attorney's fee",
      deedsOfficeTransferFee: "Deeds Office transfer fees",
      transferDisbursements: "Transfer disbursements",
      transferTotal: "Transfer costs",
      bondAttorneyFee: "Bond attorney's fee",
      bondAttorneyFeeVat: "VAT on the bond attorney's fee",
      deedsOfficeBondFee: "Deeds Office bond fees",
      bondDisbursements: "Bond disbursements",
      bankInitiationFee: "Bank initiation fee",
      bondTotal: "Bond registration costs",
      totalCosts: "Total costs",
      deposit: "Deposit",
      cashNeeded: "Cash needed (deposit and costs)",
    },
    loops: {
      disbursements: ["side", "label", "amount"],
    },
    superseded: [],
    headings: [],
  },
} as const satisfies ContractKind<"transfer-duty">;
