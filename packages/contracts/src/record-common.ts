import { z } from "zod";
import { deletedFlagSchema } from "./clients";
import { problemSchema } from "./problem";

/**
 * What every client record (tax scenario, transfer duty, home loan repayment, investment
 * comparison) has in common: identity, the client, timestamps, lock, soft delete, version.
 */
export const RECORD_KINDS = [
  "scenario",
  "transfer-duty",
  "home-loan-repayment",
  "investment-comparison",
] as const;
export const recordKindSchema = z.enum(RECORD_KINDS);
export type RecordKind = z.infer<typeof recordKindSchema>;

/** Spec §4 and §9: a copy's name is the old one plus this. */
export const COPY_SUFFIX = " (COPY)";
/** Deleted records and clients can be restored for this many days. */
export const RESTORE_DAYS = 30;
/** Spec §7: a client's records are listed up to this many at a time. */
export const RECORD_LIST_LIMIT = 1000;
export const RECORD_NAME_MAX = 200;

export const RECORD_MESSAGES = {
  clientMissing: "client missing",
  scenarioNameMissing: "scenario name missing",
  descriptionMissing: "description missing",
  nameTooLong: `name must be at most ${RECORD_NAME_MAX} characters`,
  taxYearInvalid: "tax year must be a year such as 2027",
  versionMissing: "version missing",
  inputsMissing: "inputs missing",
} as const;

export const recordClientIdSchema = z
  .string({ error: RECORD_MESSAGES.clientMissing })
  .trim()
  .min(1, { error: RECORD_MESSAGES.clientMissing });

export const recordNameSchema = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(RECORD_NAME_MAX, { error: RECORD_MESSAGES.nameTooLong });

export const taxYearSchema = z
  .number({ error: RECORD_MESSAGES.taxYearInvalid })
  .int({ error: RECORD_MESSAGES.taxYearInvalid })
  .min(2000, { error: RECORD_MESSAGES.taxYearInvalid })
  .max(2100, { error: RECORD_MESSAGES.taxYearInvalid });

export const recordVersionSchema = z
  .number({ error: RECORD_MESSAGES.versionMissing })
  .int({ error: RECORD_MESSAGES.versionMissing })
  .positive({ error: RECORD_MESSAGES.versionMissing });

/**
 * The identity of a rate table a result was computed with (a locked record keeps these).
 * `id` is the stored row; `tableId` the table's own id, e.g. "za-tax-2027@2026-02-25".
 */
export const rateTableRefSchema = z.object({
  id: z.string(),
  kind: z.enum(["tax-year", "transfer-duty", "transfer-cost-tariff", "lump-sum"]),
  /** The tax year ("2027") or the date the table takes effect ("2025-04-01"). */
  key: z.string(),
  /** Bumped when an administrator corrects a table; results use the newest version. */
  version: z.number().int(),
  tableId: z.string(),
});
export type RateTableRef = z.infer<typeof rateTableRefSchema>;

/**
 * Timestamps: ISO 8601 strings (`createdAt`, `updatedAt`, `lockedAt`, `deletedAt`) like the
 * rest of the API, and `createdAtMs` — the same instant as epoch milliseconds, the spec's
 * representation of createdAt (spec §3) — for sorting and the sibling dropdown.
 */
export const recordMetaShape = {
  id: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  createdAtMs: z.number().int(),
  updatedAt: z.string(),
  locked: z.boolean(),
  lockedAt: z.string().nullable(),
  /** When the record was deleted (restorable for 30 days), or null. */
  deletedAt: z.string().nullable(),
  /** Send it back with PUT: a stale version gets 409 `records/version-conflict`. */
  version: z.number().int(),
};

/** POST /<kind>/:id/lock and /unlock: optionally the version last read (stale → 409). */
export const recordLockInputSchema = z
  .object({ version: recordVersionSchema.optional() })
  .strict()
  .prefault({});

/**
 * GET /clients/:clientId/<kind>: newest first (createdAt, then id), at most `limit` (default
 * 1000, spec §7). `deleted=true` lists the records deleted in the last 30 days instead.
 */
export const listRecordsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: `limit must be 1 to ${RECORD_LIST_LIMIT}` })
    .max(RECORD_LIST_LIMIT, { error: `limit must be 1 to ${RECORD_LIST_LIMIT}` })
    .default(RECORD_LIST_LIMIT),
  deleted: deletedFlagSchema.default(false),
});
export type ListRecordsQuery = z.input<typeof listRecordsQuerySchema>;

/** 409 `records/version-conflict`: the problem carries the record as it is now. */
export const conflictProblemSchema = <S extends z.ZodType>(current: S) =>
  problemSchema.extend({ current });

/** Path parameters: `/clients/:id`, `/<kind>/:id`. Any string: an unknown id is a 404. */
export const idParamsSchema = z.object({ id: z.string() });
/** Path parameters: `/clients/:clientId/<kind>`. */
export const clientIdParamsSchema = z.object({ clientId: z.string() });
