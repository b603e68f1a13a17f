import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every ITN as received, for audit — accepted, duplicate or rejected, with the reason. */
export const payfastItn = pgTable("payfast_itn", {
  id: uuid("id").primaryKey().defaultRandom(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  remoteIp: text("remote_ip").notNull(),
  rawBody: text("raw_body").notNull(),
  mPaymentId: text("m_payment_id"),
  pfPaymentId: text("pf_payment_id"),
  paymentStatus: text("payment_status"),
  outcome: text("outcome", { enum: ["processed", "duplicate", "rejected", "ignored"] }).notNull(),
  reason: text("reason").notNull().default(""),
});

/** ITNs acted on, one per PayFast payment id and status: a retried ITN is processed once. */
export const payfastProcessedItn = pgTable(
  "payfast_processed_itn",
  {
    pfPaymentId: text("pf_payment_id").notNull(),
    paymentStatus: text("payment_status").notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pfPaymentId, t.paymentStatus] })],
);
