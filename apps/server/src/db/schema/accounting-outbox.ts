import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { company } from "./company";

/** Messages to the accounting service, kept until delivered (retried with back-off). */
export const accountingOutbox = pgTable(
  "accounting_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["contact.created"] }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The request that queued it (its log lines carry the same reqId); null outside a request. */
    requestId: text("request_id"),
  },
  (t) => [
    unique("accounting_outbox_company_kind").on(t.companyId, t.kind),
    index("accounting_outbox_due_idx").on(t.deliveredAt, t.nextAttemptAt),
  ],
);
