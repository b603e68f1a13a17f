import { data, type LoaderFunctionArgs } from "react-router";
import { HttpError } from "@/lib/http-error";
import { queryClient } from "@/lib/query-client";
import type { RecordKind } from "@/lib/records/record-types";

/**
 * The report route's prefetch: an unknown id (or another company's) shows the 404 page. The
 * query comes with the report screen's own module, loaded alongside the screen, so the reports'
 * endpoints stay out of the first bundle (the record screens' budget counts it).
 */
export function prefetchReportRoute(kind: RecordKind) {
  return async ({ params }: LoaderFunctionArgs): Promise<void> => {
    const { reportQueryOptions } = await import("./get-report");
    await queryClient.ensureQueryData(reportQueryOptions(kind, params.id ?? "")).catch((error) => {
      if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  };
}
