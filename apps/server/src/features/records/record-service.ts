import * as queries from "./record-queries";

export type { RecordRow } from "./record-queries";

/*
 * What other features call of records (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** One record of the company (deleted or not) whose client is live; null otherwise. */
export const findRecord: typeof queries.findRecord = (...args) => queries.findRecord(...args);

/** Whether the client exists in the company and is not deleted. */
export const isClientLive: typeof queries.isClientLive = (...args) => queries.isClientLive(...args);
