import { z } from "zod";
import { isoDateSchema, randsSchema } from "../core/schemas";

/** Who acquires: the duty table is the same for both since 23 Feb 2011; FICA costs differ. */
export const buyerTypeSchema = z.enum(["natural", "juristic"], {
  error: 'must be "natural" or "juristic"',
});

/** Adviser-entered figures that replace the tariff's (the line is then not an estimate). */
export const transferCostOverridesSchema = z.object({
  /** Transfer attorney's professional fee, excl. VAT (VAT is still added). */
  transferAttorneyFee: randsSchema.optional(),
  /** All transfer disbursements together, incl. VAT. */
  transferDisbursements: randsSchema.optional(),
  /** Bond attorney's professional fee, excl. VAT (VAT is still added). */
  bondAttorneyFee: randsSchema.optional(),
  /** All bond disbursements together, incl. VAT. */
  bondDisbursements: randsSchema.optional(),
  /** The bank's initiation fee, incl. VAT. */
  bankInitiationFee: randsSchema.optional(),
});

export const transferCostsInputSchema = z.object({
  /** The consideration (the spec's transferAmount), in rands. Duty uses it as the dutiable value. */
  purchasePrice: randsSchema,
  /**
   * Fair value of the property, when known (e.g. a valuation or the municipal value). Transfer duty
   * (Transfer Duty Act s5(1) read with s2) and the Deeds Office transfer fee (reg 84 item 1(b): "the
   * purchase price … or the fair value of property, whichever is the greater") are levied on the
   * greater of the price and the fair value.
   */
  fairValue: randsSchema.optional(),
  /** Date the agreement was concluded: picks the duty table. */
  acquisitionDate: isoDateSchema,
  /** Capital amount of the bond; 0 = cash purchase. May exceed the price (100%+ bonds exist). */
  bondAmount: randsSchema.default(0),
  /** The seller is a VAT vendor selling in the course of its enterprise: VAT, not duty (s9(15)). */
  vatRegisteredSeller: z.boolean({ error: "must be true or false" }).default(false),
  buyerType: buyerTypeSchema.default("natural"),
  overrides: transferCostOverridesSchema.optional(),
});

export type BuyerType = z.output<typeof buyerTypeSchema>;
export type TransferCostOverrides = z.output<typeof transferCostOverridesSchema>;
/** What callers pass (defaults may be omitted). */
export type TransferCostsInput = z.input<typeof transferCostsInputSchema>;
export type ParsedTransferCostsInput = z.output<typeof transferCostsInputSchema>;
