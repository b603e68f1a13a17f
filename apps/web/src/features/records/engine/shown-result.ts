/** Where the result on screen comes from. */
export type ResultSource = "snapshot" | "saved" | "live";

/**
 * Which result a record screen shows: a locked record's stored snapshot (never recomputed); the
 * server's result while the draft equals what is saved (the server, with its rate tables, is the
 * authority); otherwise the live result computed in the browser from the draft.
 */
export function shownResult<R>(
  record: { result: R; locked: boolean; deletedAt: string | null } | undefined,
  dirty: boolean,
  live: R | null,
): { result: R | null; source: ResultSource } {
  if (record?.locked) return { result: record.result, source: "snapshot" };
  if (record && (!dirty || record.deletedAt !== null))
    return { result: record.result, source: "saved" };
  return { result: live, source: "live" };
}
