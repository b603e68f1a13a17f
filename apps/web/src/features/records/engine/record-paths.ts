import { fillPath } from "@/lib/paths";
import type { RecordKind } from "./record-types";

// A kind's routes (spec §2): the route segment is the kind itself. app/record-routes.tsx routes
// these patterns and links build from them, so each is spelled once (ADR 049).

/** /<kind>: no list of its own (the router sends it to /clients). */
export const recordListPattern = (kind: RecordKind) => `/${kind}`;
/** /<kind>/:id, the record's screen. */
export const recordPattern = (kind: RecordKind) => `${recordListPattern(kind)}/:id`;
/** /<kind>/:id/report (features/reports): printable, with the PDF, Word and spreadsheet downloads. */
export const recordReportPattern = (kind: RecordKind) => `${recordPattern(kind)}/report`;

export const recordPath = (kind: RecordKind, id: string) => fillPath(recordPattern(kind), { id });
export const recordReportPath = (kind: RecordKind, id: string) =>
  fillPath(recordReportPattern(kind), { id });
