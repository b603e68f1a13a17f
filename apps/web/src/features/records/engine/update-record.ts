import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { api } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { useRecordChange } from "./record-cache";
import { isVersionConflict } from "./record-conflict";
import type { RecordKind, UpdateRecordInput } from "./record-types";

/**
 * Save: PUT /<kind>/:id with the version last read. A stale version is refused with 409
 * `records/version-conflict` carrying the record as it is now (see record-conflict.ts); that is
 * not an error toast: the screen asks which version to keep (the conflict dialog). Every other
 * failure goes to the shared red toast as usual.
 */
export const useUpdateRecord = <K extends RecordKind>(kind: K) =>
  useRecordChange(
    kind,
    ({ id, body }: { id: string; body: UpdateRecordInput<K> }) =>
      api(recordRoute(kind, "update"), { params: { id }, body }),
    {
      meta: { silent: true },
      onError: (error) => {
        if (!isVersionConflict(error)) notifyError(error);
      },
    },
  );
