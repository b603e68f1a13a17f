import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { payment } from "./payment";
import { user } from "./user";

/** A discount code (spec §3 Coupon). Codes are stored upper-case; matching ignores case. */
export const coupon = pgTable(
  "coupon",
  {
    code: text("code").primaryKey(),
    /** Percentage off the subscription amount, 0–100 (spec §9: price = amount − amount × discount/100). */
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull(),
    /** Whether the discount applies to every monthly charge or to the first one only. */
    appliesToRecurring: text("applies_to", { enum: ["first-payment", "every-payment"] })
      .notNull()
      .default("every-payment"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** How many different e-mails may use it; null = unlimited. */
    usageLimit: integer("usage_limit"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    note: text("note").notNull().default(""),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Uses taken (reserved by an open checkout or paid): the usage limit is checked against it. */
    usesCount: integer("uses_count").notNull().default(0),
  },
  (t) => [
    check(
      "coupon_uses_within_limit",
      sql`${t.usesCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usesCount} <= ${t.usageLimit})`,
    ),
  ],
);

/**
 * The spec's usedBy list: one row per e-mail (lower-cased) that holds the coupon — reserved by
 * an open checkout, or used once PayFast took the payment. The key makes it once per e-mail.
 */
export const couponUse = pgTable(
  "coupon_use",
  {
    code: text("code")
      .notNull()
      .references(() => coupon.code, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
    /** The checkout that took it (null for uses recorded before reservations existed). */
    paymentId: uuid("payment_id").references(() => payment.id, { onDelete: "set null" }),
    status: text("status", { enum: ["reserved", "used"] })
      .notNull()
      .default("used"),
  },
  (t) => [primaryKey({ columns: [t.code, t.email] }), index("coupon_use_email_idx").on(t.email)],
);
