import { integer, pgEnum, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { company } from "./company";

export const subscriptionStatus = pgEnum("subscription_status", [
  "trialing",
  "active",
  "past_due",
  "cancelled",
]);

/** A company's subscription state; claims (hasSubscription, …) are computed from this row. */
export const subscription = pgTable("subscription", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: uuid("company_id")
    .notNull()
    .unique()
    .references(() => company.id, { onDelete: "cascade" }),
  status: subscriptionStatus("status").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  nextPaymentAt: timestamp("next_payment_at", { withTimezone: true }),
  amountCents: integer("amount_cents").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
