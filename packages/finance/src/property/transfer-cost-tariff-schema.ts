import { z } from "zod";
import { type Problem, problemsFromZod } from "../core/errors";
import { isoDateSchema, percentSchema, randsSchema } from "../core/schemas";
import {
  flatFeeBandProblems,
  flatFeeBandSchema,
  stepFeeBandProblems,
  stepFeeBandSchema,
} from "./fee-band-schema";

const idSchema = z.string({ error: "must be text" }).min(1, { error: "must not be empty" });
const sourceSchema = z.string({ error: "must be text" }).min(1, { error: "must cite a source" });
const estimateSchema = z.boolean({ error: "must be true or false" });

/** Every component of a tariff says when it took effect, where it comes from, and if it is an estimate. */
const sourced = { effectiveFrom: isoDateSchema, source: sourceSchema, estimate: estimateSchema };

/** Conveyancing guideline fees (excl. VAT) as data: one scale, applied to a price or a bond amount. */
export const guidelineFeeScaleSchema = z
  .object({ id: idSchema, ...sourced, bands: z.array(stepFeeBandSchema).min(1) })
  .superRefine((scale, ctx) => {
    for (const p of stepFeeBandProblems(scale.bands)) ctx.addIssue({ code: "custom", ...p });
  });

/** Deeds Registries Act reg 84 Schedule of Fees of Office, items 1(a)–1(c). No VAT. */
export const deedsOfficeFeesSchema = z
  .object({
    id: idSchema,
    ...sourced,
    lodgementFeePerDeed: randsSchema,
    transferFees: z.array(flatFeeBandSchema).min(1),
    bondFees: z.array(flatFeeBandSchema).min(1),
  })
  .superRefine((fees, ctx) => {
    for (const p of flatFeeBandProblems(fees.transferFees, "transferFees")) {
      ctx.addIssue({ code: "custom", ...p });
    }
    for (const p of flatFeeBandProblems(fees.bondFees, "bondFees")) {
      ctx.addIssue({ code: "custom", ...p });
    }
  });

/** A typical attorney's disbursement, VAT included where VAT applies. */
export const disbursementSchema = z.object({
  key: idSchema,
  label: z.string({ error: "must be text" }).min(1, { error: "must not be empty" }),
  amount: randsSchema,
  appliesTo: z.enum(["all", "natural", "juristic"], {
    error: 'must be "all", "natural" or "juristic"',
  }),
  source: sourceSchema,
  estimate: estimateSchema,
});

export const vatRuleSchema = z.object({ ...sourced, ratePercent: percentSchema });

/**
 * Bank initiation fee, National Credit Regulations reg 42 Table B (mortgage agreements):
 * min(base + ratePercent% × (bond − threshold), cap), never above maxPercentOfBond% of the bond
 * (reg 43(3)); VAT added when vatApplies.
 */
export const bankInitiationFeeRuleSchema = z.object({
  ...sourced,
  base: randsSchema,
  ratePercent: percentSchema,
  threshold: randsSchema,
  cap: randsSchema,
  maxPercentOfBond: percentSchema,
  vatApplies: z.boolean({ error: "must be true or false" }),
});

/**
 * Everything besides transfer duty that a transfer and a bond registration cost, as in force from
 * `effectiveFrom`. `estimate` is true when any part of it is.
 */
export const transferCostTariffSchema = z
  .object({
    id: idSchema,
    ...sourced,
    vat: vatRuleSchema,
    transferAttorneyFees: guidelineFeeScaleSchema,
    bondAttorneyFees: guidelineFeeScaleSchema,
    deedsOffice: deedsOfficeFeesSchema,
    transferDisbursements: z.array(disbursementSchema),
    bondDisbursements: z.array(disbursementSchema),
    bankInitiationFee: bankInitiationFeeRuleSchema,
  })
  .superRefine((tariff, ctx) => {
    const components = [
      ["vat", tariff.vat],
      ["transferAttorneyFees", tariff.transferAttorneyFees],
      ["bondAttorneyFees", tariff.bondAttorneyFees],
      ["deedsOffice", tariff.deedsOffice],
      ["bankInitiationFee", tariff.bankInitiationFee],
    ] as const;
    for (const [key, component] of components) {
      if (component.effectiveFrom > tariff.effectiveFrom) {
        ctx.addIssue({
          code: "custom",
          path: [key, "effectiveFrom"],
          message: `must not be after the tariff's effectiveFrom (${tariff.effectiveFrom})`,
        });
      }
    }
    for (const listKey of ["transferDisbursements", "bondDisbursements"] as const) {
      const seen = new Set<string>();
      tariff[listKey].forEach((item, i) => {
        if (seen.has(item.key)) {
          ctx.addIssue({ code: "custom", path: [listKey, i, "key"], message: "must be unique" });
        }
        seen.add(item.key);
      });
    }
    if (!tariff.estimate && tariffHasEstimate(tariff)) {
      ctx.addIssue({
        code: "custom",
        path: ["estimate"],
        message: "must be true when any component, band or disbursement is an estimate",
      });
    }
  });

export type GuidelineFeeScale = z.output<typeof guidelineFeeScaleSchema>;
export type DeedsOfficeFees = z.output<typeof deedsOfficeFeesSchema>;
export type Disbursement = z.output<typeof disbursementSchema>;
export type VatRule = z.output<typeof vatRuleSchema>;
export type BankInitiationFeeRule = z.output<typeof bankInitiationFeeRuleSchema>;
export type TransferCostTariff = z.output<typeof transferCostTariffSchema>;

type TariffParts = Omit<TransferCostTariff, "id" | "effectiveFrom" | "source" | "estimate">;

function tariffHasEstimate(t: TariffParts): boolean {
  return (
    t.vat.estimate ||
    t.transferAttorneyFees.estimate ||
    t.bondAttorneyFees.estimate ||
    t.deedsOffice.estimate ||
    t.deedsOffice.transferFees.some((b) => b.estimate === true) ||
    t.deedsOffice.bondFees.some((b) => b.estimate === true) ||
    t.transferDisbursements.some((d) => d.estimate) ||
    t.bondDisbursements.some((d) => d.estimate) ||
    t.bankInitiationFee.estimate
  );
}

/** Validates an administrator's tariff import. Returns [] when valid. */
export function validateTransferCostTariff(tariff: unknown): Problem[] {
  const parsed = transferCostTariffSchema.safeParse(tariff);
  return parsed.success ? [] : problemsFromZod(parsed.error);
}
