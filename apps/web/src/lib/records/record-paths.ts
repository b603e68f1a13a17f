import type { RecordKind } from "./record-types";

/** The screen of a record: the route segment is the kind itself ("/transfer-duty/:id"). */
export const recordPath = (kind: RecordKind, id: string) => `/${kind}/${encodeURIComponent(id)}`;

/** The record's report screen (features/reports): printable, with the PDF, Word and spreadsheet downloads. */
export const recordReportPath = (kind: RecordKind, id: string) => `${recordPath(kind, id)}/report`;
