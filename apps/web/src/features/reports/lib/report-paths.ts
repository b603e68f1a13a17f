import { type ReportFormat, reportRoute } from "@adviser-desk/contracts/endpoints/report-routes";
import type { RecordKind } from "@/features/records";
import { searchOf, urlOf } from "@/lib/api";

/** A download link's address (same origin: the session cookie goes with it), with a kind's extra query. */
export const reportDownloadUrl = (
  kind: RecordKind,
  id: string,
  format: ReportFormat,
  query?: Readonly<Record<string, string>>,
) => `${urlOf(reportRoute(kind, format), { params: { id } })}${searchOf(query)}`;
