import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { HttpError } from "@/lib/http-error";
import { CLIENTS } from "@/lib/paths";
import { queryClient } from "@/lib/query-client";
import { currentRateTablesQueryOptions } from "@/lib/rate-tables/rate-tables-query";
import { recordQueryOptions } from "./get-record";
import type { RecordKind } from "./record-types";

/**
 * A record route's prefetch (after the guard let the person in): reads the record and the current
 * rate tables with the options the screen uses (STYLE rule 8), so the screen's first frame has it. An unknown id —
 * or another company's — shows the app's 404 page.
 */
export function prefetchRecordRoute(kind: RecordKind) {
  return async ({ params }: LoaderFunctionArgs): Promise<void> => {
    // The stored rate tables come along (live results use them); without them the built-in
    // tables stand in, so their failure does not stop the screen.
    const tables = queryClient.prefetchQuery(currentRateTablesQueryOptions);
    await queryClient.ensureQueryData(recordQueryOptions(kind, params.id ?? "")).catch((error) => {
      if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
    await tables;
  };
}

/**
 * /scenario, /transfer-duty, … without an id (the breadcrumb's route name links there): a
 * record kind has no list of its own — the lists are on each client's page — so go to /clients.
 */
export function recordListRedirect(): Response {
  return redirect(CLIENTS);
}
