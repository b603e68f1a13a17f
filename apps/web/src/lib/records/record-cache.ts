import type { QueryClient } from "@tanstack/react-query";
import { recordQueryKey } from "./get-record";
import { clientRecordListsKey } from "./list-client-records";
import type { RecordKind, RecordOf } from "./record-types";

/**
 * After a mutation answered with the record: the record's query holds the answer (no second
 * GET), and the client's lists of that kind (names, lock badges, order) are read again.
 */
export function rememberRecord<K extends RecordKind>(
  queryClient: QueryClient,
  kind: K,
  record: RecordOf<K>,
): void {
  queryClient.setQueryData<RecordOf<K>>(recordQueryKey(kind, record.id), record);
  void queryClient.invalidateQueries({ queryKey: clientRecordListsKey(kind, record.clientId) });
}
