import { type ReportFormat, reportRoute } from "@adviser-desk/contracts/endpoints/report-routes";
import { urlOf } from "@/lib/api";
import type { RecordKind } from "@/lib/records/record-types";

/** A download link's address (same origin: the session cookie goes with it). */
export const reportDownloadUrl = (kind: RecordKind, id: string, format: ReportFormat) =>
  urlOf(reportRoute(kind, format), { params: { id } });
