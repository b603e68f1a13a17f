import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./user";

/** Who changed what, when, as an administrator (users, rate tables, coupons, templates, config). */
export const auditEntry = pgTable(
  "audit_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept as text so the entry still says who it was after that user is deleted. */
    actorEmail: text("actor_email").notNull(),
    /** `area/verb`, e.g. `user/disable`, `rate-table/publish`, `coupon/create`. */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_entry_at_idx").on(t.at),
    index("audit_entry_target_idx").on(t.targetType, t.targetId),
  ],
);
