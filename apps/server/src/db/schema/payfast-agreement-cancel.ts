import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { company } from "./company";

/**
 * Agreements to cancel at PayFast (Subscriptions API `cancel`): a second agreement whose payment
 * was not applied would otherwise debit the card every month. One row per token, kept until
 * PayFast confirms, retried with back-off.
 */
export const payfastAgreementCancel = pgTable(
  "payfast_agreement_cancel",
  {
    token: text("token").primaryKey(),
    companyId: uuid("company_id").references(() => company.id, { onDelete: "set null" }),
    mPaymentId: text("m_payment_id").notNull(),
    /** `kept-active`: at send time the token was an active agreement's, so it was never sent. */
    state: text("state", { enum: ["queued", "cancelled", "kept-active"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error").notNull().default(""),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payfast_agreement_cancel_due_idx").on(t.state, t.nextAttemptAt)],
);
