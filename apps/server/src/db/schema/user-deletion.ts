import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./user";

/**
 * A user deleted by an administrator (ADR 015): signed out and unable to sign in at once, their
 * company's data kept until `purgeAfter` (the deletion can be undone until then), then removed.
 */
export const userDeletion = pgTable(
  "user_deletion",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Kept so the audit and the list still say who it was. */
    email: text("email").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
    deletedByEmail: text("deleted_by_email").notNull(),
  },
  (t) => [index("user_deletion_purge_after_idx").on(t.purgeAfter)],
);
