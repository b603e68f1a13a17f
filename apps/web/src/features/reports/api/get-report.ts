import { reportRoute } from "@adviser-desk/contracts/endpoints/report-routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { data, type LoaderFunctionArgs } from "react-router";
import { queryOf } from "@/lib/api";
import { HttpError } from "@/lib/http-error";
import { queryClient } from "@/lib/query-client";
import type { RecordKind } from "@/lib/records/record-types";

/** GET /<kind>/:id/report: the report as the PDF prints it (header, blocks, basis). */
export const reportQueryOptions = (kind: RecordKind, id: string) =>
  queryOptions(queryOf(reportRoute(kind, ""), { params: { id } }));

export function useReport(kind: RecordKind, id: string) {
  return useQuery(reportQueryOptions(kind, id));
}

/** The report route's prefetch: an unknown id (or another company's) shows the 404 page. */
export function prefetchReportRoute(kind: RecordKind) {
  return async ({ params }: LoaderFunctionArgs): Promise<void> => {
    await queryClient.ensureQueryData(reportQueryOptions(kind, params.id ?? "")).catch((error) => {
      if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  };
}
