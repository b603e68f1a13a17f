import { randsSchema } from "@adviser-desk/finance";
import { z } from "zod";
import { type RecordKind, recordVersionSchema } from "./record-common";
import {
  SOURCE_FIELD_NAMES,
  SOURCE_KINDS,
  type SourceLink,
  type SourceLinks,
  sourceLinkProblems,
} from "./record-source-rules";

/* The schemas of values taken from other records (the rules: record-source-rules.ts, ADR 026). */

export const sourceFieldSchema = z.enum(SOURCE_FIELD_NAMES);
export const sourceValueSchema = z.union([z.number(), z.string()]);

export const sourceLinkSchema: z.ZodType<SourceLink, SourceLink> = z.strictObject({
  kind: z.enum(SOURCE_KINDS, { error: `kind must be one of ${SOURCE_KINDS.join(", ")}` }),
  id: z.string({ error: "must be a record id" }).min(1, { error: "must be a record id" }),
  version: recordVersionSchema,
  field: sourceFieldSchema,
  value: sourceValueSchema.nullable(),
  name: z.string().max(200).optional(),
});

/** Field path → link. */
export const sourceLinksSchema = z.record(z.string(), sourceLinkSchema);

/** The superRefine of a kind's inputs schema: the link checks of `sourceLinkProblems`. */
export function refineSourceLinks(kind: RecordKind) {
  return (inputs: { sources?: SourceLinks | undefined }, ctx: z.RefinementCtx) => {
    for (const problem of sourceLinkProblems(kind, inputs)) {
      ctx.addIssue({ code: "custom", path: problem.path.split("."), message: problem.message });
    }
  };
}

// ── GET /<kind>/:id/sources: how each link stands now ─────────────────────────────────────────

export const sourceStatusSchema = z.object({
  /** The field of this record ("loanAmount", "options.1.monthlyContribution"). */
  target: z.string(),
  link: sourceLinkSchema,
  /** The source's name now, or null when it is gone (deleted, or its client is). */
  name: z.string().nullable(),
  /** The source's tax year (scenarios), for "from scenario X, 2027". */
  taxYear: z.number().int().nullable(),
  currentVersion: z.number().int().nullable(),
  /** The source field's value now (null when gone or not computable). */
  currentValue: sourceValueSchema.nullable(),
  /** The target value a refresh would set (the rule applied to currentValue). */
  refreshedValue: sourceValueSchema.nullable(),
  /** The source was saved since the value was taken. */
  changed: z.boolean(),
});
export const sourceStatusListSchema = z.object({ items: z.array(sourceStatusSchema) });
export type SourceStatus = z.infer<typeof sourceStatusSchema>;
export type SourceStatusList = z.infer<typeof sourceStatusListSchema>;

/** POST /home-loan-repayments/:id/transfer-duty: the purchase price (a loan does not know it). */
export const planTransferInputSchema = z.strictObject({
  transferAmount: randsSchema.refine((amount) => amount > 0, {
    error: "purchase price must be more than 0",
  }),
});
export type PlanTransferInput = z.input<typeof planTransferInputSchema>;
