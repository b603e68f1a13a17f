import * as queries from "./client-queries";

/*
 * What other features call of clients (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** One of the company's clients, deleted or not; null for an unknown id or another company's. */
export const findClient: typeof queries.findClient = (...args) => queries.findClient(...args);
