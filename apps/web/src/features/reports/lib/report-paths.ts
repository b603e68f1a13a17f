import { API_BASE } from "@/lib/api-client";
import { RECORD_KIND_INFO } from "@/lib/records/record-kinds";
import type { RecordKind } from "@/lib/records/record-types";

/** /<collection>/:id/report[.pdf|.docx|.xlsx|.csv] under /api/v1. */
export const reportApiPath = (kind: RecordKind, id: string, extension: string) =>
  `/${RECORD_KIND_INFO[kind].apiPath}/${encodeURIComponent(id)}/report${extension}`;

/** A download link's address (same origin: the session cookie goes with it). */
export const reportDownloadUrl = (kind: RecordKind, id: string, extension: string) =>
  `${API_BASE}${reportApiPath(kind, id, extension)}`;
