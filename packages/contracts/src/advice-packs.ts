import { z } from "zod";
import { acknowledgementLinkSchema, acknowledgementStatusSchema } from "./advice-acknowledgement";
import { recordKindSchema } from "./record-common";

/** Records one pack may hold: enough for any client file, small enough to render in one job. */
export const ADVICE_PACK_MAX_RECORDS = 20;

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
  /** A record of advice's number among the client's (1, 2, …); null on an earlier pack of reports. */
  roaNumber: z.number().int().nullable(),
  /** Where to download the PDF. */
  pdfUrl: z.string(),
  /** The client's online acknowledgement: the latest link and, once used, its evidence. */
  acknowledgement: acknowledgementStatusSchema.nullable(),
  /** With the client's acceptance page added, once they decided. */
  acknowledgedPdfUrl: z.string().nullable(),
});
export type AdvicePack = z.infer<typeof advicePackSchema>;

export const advicePackListResponseSchema = z.object({ items: z.array(advicePackSchema) });
export type AdvicePackListResponse = z.infer<typeof advicePackListResponseSchema>;

/** An issued record of advice with the link made for the client to acknowledge it (shown once). */
export const issuedRoaSchema = advicePackSchema.extend({
  link: acknowledgementLinkSchema.nullable(),
});
export type IssuedRoa = z.infer<typeof issuedRoaSchema>;
