import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { api } from "@/lib/api";
import { useRecordChange } from "./record-cache";
import type { RecordKind } from "./record-types";

/**
 * POST /<kind>/:id/copy (spec §4): a new, unlocked record of the same client, created now, with
 * the same inputs, named after the original + " (COPY)". Copies what is saved, not a draft.
 */
export const useCopyRecord = <K extends RecordKind>(kind: K) =>
  useRecordChange(kind, (id: string) => api(recordRoute(kind, "copy"), { params: { id } }));
