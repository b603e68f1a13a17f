import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "@/lib/api";
import type { RecordKind, RecordSummaryOf } from "./record-types";

/** Every list of one client's records of a kind (live and deleted): what mutations invalidate. */
export const clientRecordListsKey = (kind: RecordKind, clientId: string) =>
  queryKeyOf(recordRoute(kind, "list"), { params: { clientId }, query: {} });

/** GET /clients/:clientId/<kind>: newest first; `deleted` lists the last 30 days' deleted ones. */
export function clientRecordsQueryOptions<K extends RecordKind>(
  kind: K,
  clientId: string,
  deleted = false,
) {
  const args = { params: { clientId }, query: deleted ? { deleted: "true" as const } : {} };
  return queryOptions({
    queryKey: queryKeyOf(recordRoute(kind, "list"), args),
    queryFn: async () => (await api(recordRoute(kind, "list"), args)).items as RecordSummaryOf<K>[],
  });
}

/** A client's records of one kind; pass `clientId` undefined to wait (e.g. for the record). */
export function useClientRecords<K extends RecordKind>(
  kind: K,
  clientId: string | undefined,
  deleted = false,
) {
  return useQuery({
    ...clientRecordsQueryOptions(kind, clientId ?? "", deleted),
    enabled: clientId !== undefined,
  });
}
