import * as outboxQueries from "./accounting/outbox-queries";
import * as seatQueries from "./seats/seat-queries";

/*
 * What other features call of billing (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** Messages to the accounting service not delivered yet (the metrics' outbox backlog). */
export const countOutboxBacklog: typeof outboxQueries.countOutboxBacklog = (...args) =>
  outboxQueries.countOutboxBacklog(...args);

/** Queues a company's changed seat count for its agreement, in the transaction that changed it. */
export const seatsChanged: typeof seatQueries.seatsChanged = (...args) =>
  seatQueries.seatsChanged(...args);
