import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { api } from "@/lib/api";
import { useRecordChange } from "./record-cache";
import type { CreateRecordInput, RecordKind } from "./record-types";

/** POST /<kind>: clientId + name (and, for scenarios, taxYear); no inputs = the "New" defaults. */
export const useCreateRecord = <K extends RecordKind>(kind: K) =>
  useRecordChange(kind, (body: CreateRecordInput<K>) => api(recordRoute(kind, "create"), { body }));
