import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "../api";
import { RECORD_KIND_ORDER } from "./record-kinds";
import type { RecordKind, RecordSummaryOf } from "./record-types";

/** Every list of one client's records of a kind (live and deleted): what mutations invalidate. */
export const clientRecordListsKey = (kind: RecordKind, clientId: string) =>
  queryKeyOf(recordRoute(kind, "list"), { params: { clientId }, query: {} });

const LIST_NAMES: ReadonlySet<unknown> = new Set(
  RECORD_KIND_ORDER.map((kind) => recordRoute(kind, "list").name),
);

/** Whether a query key is one of this client's record lists, of any kind, live or deleted. */
export function isClientRecordListKey(key: QueryKey, clientId: string): boolean {
  const [name, args] = key as [unknown, { params?: { clientId?: unknown } }?];
  return LIST_NAMES.has(name) && args?.params?.clientId === clientId;
}

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
