import * as queries from "./client-summary-queries";

export type { ClientRecordRow, PackHead } from "./client-summary-queries";

/*
 * What other features call of client-summary (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** Every live record of a client, all kinds, newest first, with who made and changed each. */
export const listLiveRecordsOfClient: typeof queries.listLiveRecordsOfClient = (...args) =>
  queries.listLiveRecordsOfClient(...args);

/** The packs issued for a client (no bytes), newest first. */
export const listPackHeads: typeof queries.listPackHeads = (...args) =>
  queries.listPackHeads(...args);
