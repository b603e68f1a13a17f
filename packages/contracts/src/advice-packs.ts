import { z } from "zod";
import { recordKindSchema } from "./record-common";

/** Records one pack may hold: enough for any client file, small enough to render in one job. */
export const ADVICE_PACK_MAX_RECORDS = 20;

export const ADVICE_PACK_MESSAGES = {
  noRecords: "Tick at least one record for the pack.",
  tooMany: `A pack can hold at most ${ADVICE_PACK_MAX_RECORDS} records.`,
  duplicate: "A record was ticked twice.",
} as const;

/** POST /api/v1/clients/:id/advice-packs: the records to include, in the order given. */
export const issueAdvicePackInputSchema = z.object({
  recordIds: z
    .array(z.string().min(1))
    .min(1, { error: ADVICE_PACK_MESSAGES.noRecords })
    .max(ADVICE_PACK_MAX_RECORDS, { error: ADVICE_PACK_MESSAGES.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: ADVICE_PACK_MESSAGES.duplicate }),
});
export type IssueAdvicePackInput = z.infer<typeof issueAdvicePackInputSchema>;

/** A record as it went into a pack: the version printed. */
export const advicePackRecordSchema = z.object({
  id: z.string(),
  kind: recordKindSchema,
  name: z.string(),
  version: z.number().int(),
  locked: z.boolean(),
});
export type AdvicePackRecord = z.infer<typeof advicePackRecordSchema>;

/** An issued record-of-advice pack. */
export const advicePackSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  issuedAt: z.string(),
  issuedAtText: z.string(),
  /** The name of the person who issued it. */
  issuedBy: z.string(),
  /** Hex SHA-256 of the PDF bytes as issued: a download is always these bytes. */
  sha256: z.string(),
  pages: z.number().int(),
  bytes: z.number().int(),
  records: z.array(advicePackRecordSchema),
  /** Where to download the PDF. */
  pdfUrl: z.string(),
});
export type AdvicePack = z.infer<typeof advicePackSchema>;

export const advicePackListResponseSchema = z.object({ items: z.array(advicePackSchema) });
export type AdvicePackListResponse = z.infer<typeof advicePackListResponseSchema>;
