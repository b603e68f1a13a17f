import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./user";

/**
 * A session ended because its user was disabled, remembered until the session would have expired
 * so a request still carrying it is told why (401 `auth/account-disabled`) rather than only that
 * it is signed out. Keyed by the SHA-256 of the session token: the token itself is never stored
 * once its session is gone. Removed when the user is enabled again, and after `expiresAt`.
 */
export const revokedSession = pgTable(
  "revoked_session",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("revoked_session_user_id_idx").on(t.userId),
    index("revoked_session_expires_at_idx").on(t.expiresAt),
  ],
);
