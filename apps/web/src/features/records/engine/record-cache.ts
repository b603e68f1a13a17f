import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
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

/**
 * A change through an endpoint that answers a record of kind K (create, save, copy, lock, …),
 * remembered as above. The catalogue types the endpoints of all kinds together; the kind named
 * picks the answer's type.
 */
export function useRecordChange<K extends RecordKind, V>(
  kind: K,
  change: (variables: V) => Promise<unknown>,
  options?: Pick<UseMutationOptions<RecordOf<K>, Error, V>, "meta" | "onError">,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: change as (variables: V) => Promise<RecordOf<K>>,
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
