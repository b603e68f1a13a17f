import { z } from "zod";
import { type Problem, problemsFromZod } from "../core/errors";
import { type Cents, type Rands, randsToCents, roundCents } from "../core/money";
import { isoDateSchema, percentSchema, randsSchema } from "../core/schemas";
import { contiguousBandProblems } from "./band-problems";

/**
 * One band of a transfer duty table: values above `from` up to and including `upTo` (open-ended
 * when null) pay `base` + `ratePercent`% × (value − `from`).
 */
export const transferDutyBandSchema = z.object({
  from: randsSchema,
  upTo: randsSchema.nullable(),
  base: randsSchema,
  ratePercent: percentSchema,
});

/**
 * A transfer duty table (Transfer Duty Act 40 of 1949, s2) keyed by the date of acquisition.
 * `id` is the identity a locked record stores, e.g. "za-transfer-duty@2025-04-01".
 */
export const transferDutyTableSchema = z
  .object({
    id: z.string({ error: "must be text" }).min(1, { error: "must not be empty" }),
    effectiveFrom: isoDateSchema,
    source: z.string({ error: "must be text" }).min(1, { error: "must cite a source" }),
    estimate: z.boolean({ error: "must be true or false" }),
    bands: z.array(transferDutyBandSchema).min(1, { error: "must have at least one band" }),
  })
  .superRefine((table, ctx) => {
    // Each base equals the duty at the top of the band below, so duty is continuous at every edge.
    const dutyAtTop = (below: TransferDutyBand, upTo: Rands) =>
      dutyInBandCents(randsToCents(upTo), below);
    for (const problem of contiguousBandProblems(table.bands, dutyAtTop)) {
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
  });

export type TransferDutyBand = z.output<typeof transferDutyBandSchema>;
export type TransferDutyTable = z.output<typeof transferDutyTableSchema>;

/**
 * The duty on `valueCents` in `band`, in cents: base + ratePercent% × (value − from). ROUNDING:
 * the one rounding step of transfer duty — the rate part to the nearest cent, halves away from
 * zero (core `roundCents`); the base is whole cents already.
 */
export function dutyInBandCents(valueCents: Cents, band: TransferDutyBand): Cents {
  const aboveCents = Math.max(0, valueCents - randsToCents(band.from));
  return randsToCents(band.base) + roundCents((aboveCents * band.ratePercent) / 100);
}

/** Validates an administrator's table import. Returns [] when valid. */
export function validateTransferDutyTable(table: unknown): Problem[] {
  const parsed = transferDutyTableSchema.safeParse(table);
  return parsed.success ? [] : problemsFromZod(parsed.error);
}
