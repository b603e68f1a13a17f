import { CHECKOUT_STATUSES } from "@adviser-desk/contracts";
import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { company } from "./company";
import { user } from "./user";

/**
 * One PayFast subscription checkout, keyed by our own `m_payment_id` (echoed in every ITN of the
 * subscription, renewals included). The amounts are fixed here on the server when the form is
 * signed; the ITN's amount is checked against them.
 */
export const payment = pgTable(
  "payment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mPaymentId: text("m_payment_id").notNull().unique(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Lower-cased e-mail of the payer: the coupon's usedBy key. */
    email: text("email").notNull(),
    couponCode: text("coupon_code"),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull().default("0"),
    /** The plan price per seat when signed (or last updated). */
    planAmountCents: integer("plan_amount_cents").notNull(),
    /** Company members the recurring amount pays for (seats × plan price, before a coupon). */
    seats: integer("seats").notNull().default(1),
    firstAmountCents: integer("first_amount_cents").notNull(),
    recurringAmountCents: integer("recurring_amount_cents").notNull(),
    /**
     * What the agreement charged before PayFast confirmed its latest amount change, and when that
     * change was confirmed: a debit PayFast started before the change carries the old amount.
     */
    previousSeats: integer("previous_seats"),
    previousPlanAmountCents: integer("previous_plan_amount_cents"),
    previousRecurringAmountCents: integer("previous_recurring_amount_cents"),
    amountChangedAt: timestamp("amount_changed_at", { withTimezone: true }),
    billingDate: text("billing_date").notNull(),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("pending"),
    /** PayFast's subscription token, from the first COMPLETE ITN. */
    token: text("token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** An unpaid checkout expires (and gives back its coupon) after an hour. */
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 hour'`),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [index("payment_company_idx").on(t.companyId, t.createdAt)],
);
