import { formatDecimal } from "@adviser-desk/format";
import { z } from "zod";
import { type Problem, problemsFromZod } from "../core/errors";
import { isoDateSchema, randsSchema } from "../core/schemas";
import { type TaxBracket, taxBracketSchema } from "../tax/table-schema";

/**
 * SARS's separate lump-sum tax tables (Second Schedule to the Income Tax Act), dated by the first
 * day of accrual they apply to: the retirement table (retirement fund lump sum benefits on
 * retirement, death, retrenchment, and severance benefits) and the withdrawal table (withdrawal
 * benefits before retirement). Bands as the SARS rows: `base + rate × (amount − from)` above `from`
 * up to `to`. `deMinimis` is the one-third rule's limit: a retirement interest at or below it may
 * be taken wholly in cash.
 */
export const lumpSumTableSchema = z
  .object({
    id: z.string().regex(/^za-lump-sum@\d{4}-\d{2}-\d{2}$/, {
      error: 'must look like "za-lump-sum@2023-03-01"',
    }),
    effectiveFrom: isoDateSchema,
    source: z.string({ error: "must be text" }).min(1, { error: "must cite a source" }),
    estimate: z.boolean({ error: "must be true or false" }),
    retirement: z.array(taxBracketSchema).min(1).max(10),
    withdrawal: z.array(taxBracketSchema).min(1).max(10),
    deMinimis: randsSchema,
  })
  .superRefine((table, ctx) => {
    if (!table.id.endsWith(`@${table.effectiveFrom}`)) {
      ctx.addIssue({
        code: "custom",
        path: ["id"],
        message: `must end with "@${table.effectiveFrom}"`,
      });
    }
    for (const key of ["retirement", "withdrawal"] as const) {
      for (const problem of bandProblems(table[key])) {
        ctx.addIssue({ code: "custom", path: [key, ...problem.path], message: problem.message });
      }
    }
  });

export type LumpSumTable = z.output<typeof lumpSumTableSchema>;

/** SARS prints bases in whole rands; a base may differ from the exact figure by up to R1. */
const BASE_TOLERANCE_RANDS = 1;

/**
 * The first band starts at 0 with base 0; bands touch; only the last is open; rates never fall;
 * each base is the previous base plus the tax on the band below.
 */
function bandProblems(
  bands: readonly TaxBracket[],
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  bands.forEach((band, index) => {
    const previous = bands[index - 1];
    const isLast = index === bands.length - 1;
    if (previous === undefined) {
      if (band.from !== 0) problems.push({ path: [0, "from"], message: "must be 0" });
      if (band.base !== 0) problems.push({ path: [0, "base"], message: "must be 0" });
    } else if (previous.to === null || band.from !== previous.to) {
      problems.push({
        path: [index, "from"],
        message: "must equal the previous band's upper bound: bands must be contiguous",
      });
    } else {
      if (band.rate < previous.rate) {
        problems.push({
          path: [index, "rate"],
          message: "must not be below the previous band's rate",
        });
      }
      const expected = previous.base + previous.rate * (previous.to - previous.from);
      if (Math.abs(band.base - expected) > BASE_TOLERANCE_RANDS) {
        problems.push({
          path: [index, "base"],
          message: `must be the previous base plus the tax on the band below (≈ ${formatDecimal(expected, 2)})`,
        });
      }
    }
    if (isLast !== (band.to === null)) {
      problems.push({
        path: [index, "to"],
        message: isLast
          ? "must be null: the last band is open-ended"
          : "must be set: only the last band is open-ended",
      });
    }
    if (band.to !== null && band.to <= band.from) {
      problems.push({ path: [index, "to"], message: "must be above the band's lower bound" });
    }
  });
  return problems;
}

/** Validates an administrator's lump-sum table. Returns [] when valid. */
export function validateLumpSumTable(table: unknown): Problem[] {
  const parsed = lumpSumTableSchema.safeParse(table);
  return parsed.success ? [] : problemsFromZod(parsed.error);
}
