import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { company } from "./company";

/**
 * A company whose seats changed (a member joined or was removed, or a debit started a new
 * period): PayFast's agreement must be moved to the seats the next debit covers × plan price through the Subscriptions API `update`. One row per company: every
 * change bumps `changes` and makes the row due again, so raced changes coalesce into one call
 * for the count the worker reads at send time. Retried with back-off until PayFast confirms.
 */
export const payfastSeatChange = pgTable(
  "payfast_seat_change",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => company.id, { onDelete: "cascade" }),
    /** `done`: PayFast charges what the seats cost (or there is no agreement to change). */
    state: text("state", { enum: ["queued", "done"] })
      .notNull()
      .default("queued"),
    /** Membership changes seen; a row is done only if none arrived while PayFast was called. */
    changes: integer("changes").notNull().default(1),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error").notNull().default(""),
    /**
     * The most members the company had at once since its last applied debit (ADR 031, issue 37):
     * the next debit pays for them, so a member who joins and leaves between two debits is paid
     * for. Raised by every membership change, set to the members there are by each debit.
     */
    peakSeats: integer("peak_seats").notNull().default(0),
    /** The monthly amount last confirmed by PayFast for this company's seats, in cents. */
    confirmedAmountCents: integer("confirmed_amount_cents"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payfast_seat_change_due_idx").on(t.state, t.nextAttemptAt)],
);
