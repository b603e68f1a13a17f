import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { RECORD_KIND_INFO } from "./record-kinds";
import type { RecordKind, RecordSummaryOf } from "./record-types";

/** GET /clients/:clientId/<kind>: newest first; `deleted` lists the last 30 days' deleted ones. */
export async function listClientRecords<K extends RecordKind>(
  kind: K,
  clientId: string,
  deleted = false,
): Promise<RecordSummaryOf<K>[]> {
  const query = deleted ? "?deleted=true" : "";
  const path = `/clients/${encodeURIComponent(clientId)}/${RECORD_KIND_INFO[kind].apiPath}${query}`;
  const page = await apiRequest<{ items: RecordSummaryOf<K>[] }>(path);
  return page.items;
}

/** Every list of one client's records of a kind (live and deleted): what mutations invalidate. */
export const clientRecordListsKey = (kind: RecordKind, clientId: string) =>
  ["records", kind, "list", clientId] as const;

export function clientRecordsQueryOptions<K extends RecordKind>(
  kind: K,
  clientId: string,
  deleted = false,
) {
  return queryOptions({
    queryKey: [...clientRecordListsKey(kind, clientId), { deleted }] as const,
    queryFn: () => listClientRecords(kind, clientId, deleted),
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
