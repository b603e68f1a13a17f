import { HttpError } from "@/lib/http-error";
import type { RecordKind, RecordOf } from "./record-types";

export const VERSION_CONFLICT = "records/version-conflict";

/** The save was based on a stale read: someone (another tab) saved this record first. */
export function isVersionConflict(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 409 && error.code === VERSION_CONFLICT;
}

/** The record as it is now, carried by a 409 `records/version-conflict` (`current`). */
export function conflictingRecord<K extends RecordKind>(error: unknown): RecordOf<K> | null {
  if (!isVersionConflict(error)) return null;
  const current = error.problem?.current;
  return typeof current === "object" && current !== null ? (current as RecordOf<K>) : null;
}
