import { z } from "zod";
import { type Problem, problemsFromZod } from "../core/errors";
import { randsToCents, roundCents } from "../core/money";
import { isoDateSchema, percentSchema, randsSchema } from "../core/schemas";
import { formatCentsAsRands } from "./format";

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
    for (const problem of bandProblems(table.bands)) {
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
  });

export type TransferDutyBand = z.output<typeof transferDutyBandSchema>;
export type TransferDutyTable = z.output<typeof transferDutyTableSchema>;

interface BandProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Cross-band rules the calculator relies on: the bands start at 0, ascend without gaps or
 * overlaps, only the last is open-ended, and each base equals the duty at the top of the band
 * below (to the cent, rounded as the calculator rounds), so duty is continuous at every edge.
 */
function bandProblems(bands: readonly TransferDutyBand[]): BandProblem[] {
  const problems: BandProblem[] = [];
  const first = bands[0];
  if (first && first.from !== 0) {
    problems.push({ path: ["bands", 0, "from"], message: "the first band must start at 0" });
  }
  bands.forEach((band, i) => {
    const isLast = i === bands.length - 1;
    if (band.upTo === null && !isLast) {
      problems.push({
        path: ["bands", i, "upTo"],
        message: "only the last band may be open-ended",
      });
    }
    if (band.upTo !== null && isLast) {
      problems.push({
        path: ["bands", i, "upTo"],
        message: "the last band must be open-ended (null)",
      });
    }
    if (band.upTo !== null && band.upTo <= band.from) {
      problems.push({ path: ["bands", i, "upTo"], message: "must be greater than from" });
    }
    const below = bands[i - 1];
    if (!below) return;
    if (band.from <= below.from) {
      problems.push({
        path: ["bands", i, "from"],
        message: "bands must ascend: from must be greater than the previous band's from",
      });
      return;
    }
    if (below.upTo === null || band.from !== below.upTo) {
      problems.push({
        path: ["bands", i, "from"],
        message: `gap or overlap: must equal the previous band's upTo (${below.upTo ?? "none"})`,
      });
      return;
    }
    const expected = expectedBaseCents(below);
    if (randsToCents(band.base) !== expected) {
      problems.push({
        path: ["bands", i, "base"],
        message: `inconsistent with the band below: expected ${formatCentsAsRands(expected)}`,
      });
    }
  });
  return problems;
}

/** The duty at the top of `band`, in cents: what the next band's base must be. */
function expectedBaseCents(band: TransferDutyBand): number {
  const upTo = band.upTo ?? band.from;
  const widthCents = randsToCents(upTo) - randsToCents(band.from);
  return randsToCents(band.base) + roundCents((widthCents * band.ratePercent) / 100);
}

/** Validates an administrator's table import. Returns [] when valid. */
export function validateTransferDutyTable(table: unknown): Problem[] {
  const parsed = transferDutyTableSchema.safeParse(table);
  return parsed.success ? [] : problemsFromZod(parsed.error);
}
