import { z } from "zod";
import { clientResponseSchema } from "./clients";
import { recordKindSchema } from "./record-common";
import { reportBlockSchema } from "./reports";

/*
 * The client summary (the client page's first tab) and the record-of-advice pack. The server
 * builds the summary from the stored records with the finance engine (a locked record's
 * snapshot, otherwise computed now), formats every figure, and the screen and the pack's
 * summary pages draw the same model.
 */

/** One figure of a record kind's headline: "Monthly instalment", "R 19 300,25". */
export const summaryFigureSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** Rests on a rate-table figure not yet confirmed: shown as "(estimate)", as in the report. */
  estimate: z.boolean(),
});

/** The headline figures of a client's latest record of one kind. */
export const summaryKeyFiguresSchema = z.object({
  kind: recordKindSchema,
  /** "Income tax", "Home loan", … */
  heading: z.string(),
  recordId: z.string(),
  recordName: z.string(),
  locked: z.boolean(),
  figures: z.array(summaryFigureSchema),
});
export type SummaryKeyFigures = z.infer<typeof summaryKeyFiguresSchema>;

export const TIMELINE_EVENT_TYPES = [
  "created",
  "changed",
  "locked",
  "report-issued",
  "pack-issued",
] as const;
export const timelineEventTypeSchema = z.enum(TIMELINE_EVENT_TYPES);
export type TimelineEventType = z.infer<typeof timelineEventTypeSchema>;

/** One thing that happened in the client's file, newest first in lists. */
export const timelineEventSchema = z.object({
  type: timelineEventTypeSchema,
  /** ISO timestamp. */
  at: z.string(),
  /** "05 June 2026". */
  dateText: z.string(),
  /**
   * "Home loan “Main house” created", "Home loan “Main house”: report issued as PDF",
   * "Record-of-advice pack issued (3 records)".
   */
  text: z.string(),
  /** The record it is about, or null (a pack). */
  record: z.object({ kind: recordKindSchema, id: z.string() }).nullable(),
  /** The pack it is about, or null. */
  packId: z.string().nullable(),
  /** The member who did it (ADR 030), or null when not recorded (before practices, or erased). */
  by: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** A live record of the client, as the pack dialog lists it to tick. */
export const summaryRecordSchema = z.object({
  id: z.string(),
  kind: recordKindSchema,
  name: z.string(),
  locked: z.boolean(),
  version: z.number().int(),
  /** "05 June 2026": when it was last saved. */
  updatedText: z.string(),
});
export type SummaryRecord = z.infer<typeof summaryRecordSchema>;

/** GET /api/v1/clients/:id/summary */
export const clientSummaryResponseSchema = z.object({
  client: clientResponseSchema,
  clientFullName: z.string(),
  /** The profile as labelled lines (only the fields that are filled). */
  profile: z.array(
    z.object({
      label: z.string(),
      value: z.string(),
      /** An identity number (ID, tax reference): shown to the adviser, left out of the pack. */
      identity: z.boolean(),
    }),
  ),
  keyFigures: z.array(summaryKeyFiguresSchema),
  review: z.object({
    /** ISO timestamp of the last "mark reviewed", or null when never reviewed. */
    lastReviewedAt: z.string().nullable(),
    lastReviewedText: z.string().nullable(),
    /** The timeline's events after the last review (all of them when never reviewed). */
    changes: z.array(timelineEventSchema),
  }),
  timeline: z.array(timelineEventSchema),
  /** Every live record of the client, by kind (the summary's order), newest first. */
  records: z.array(summaryRecordSchema),
  /** The summary as report blocks: the pack prints these (the same figures as the screen). */
  blocks: z.array(reportBlockSchema),
});
export type ClientSummaryResponse = z.infer<typeof clientSummaryResponseSchema>;

/** POST /api/v1/clients/:id/review */
export const clientReviewResponseSchema = z.object({
  lastReviewedAt: z.string(),
});
export type ClientReviewResponse = z.infer<typeof clientReviewResponseSchema>;
