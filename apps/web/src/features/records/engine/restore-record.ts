import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { api } from "@/lib/api";
import { useRecordChange } from "./record-cache";
import type { RecordKind } from "./record-types";

/** POST /<kind>/:id/restore: brings back a record deleted in the last 30 days (410 after). */
export const useRestoreRecord = <K extends RecordKind>(kind: K) =>
  useRecordChange(kind, (id: string) => api(recordRoute(kind, "restore"), { params: { id } }));
