import { reportRoute } from "@adviser-desk/contracts/endpoints/report-routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecordKind } from "@/features/records";
import { queryOf } from "@/lib/api";

/** GET /<kind>/:id/report: the report as the PDF prints it (header, blocks, basis). */
export const reportQueryOptions = (kind: RecordKind, id: string) =>
  queryOptions(queryOf(reportRoute(kind, ""), { params: { id } }));

export function useReport(kind: RecordKind, id: string) {
  return useQuery(reportQueryOptions(kind, id));
}
