import { and, asc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { company, payfastSeatChange, payment } from "../../../db/schema";
import { recurringAmountFor } from "./seat-amount";
import { countSeats } from "./seat-count";

/**
 * Seat changes PayFast has not accepted yet: tried at least once, the last try failed, still
 * queued. The seats and amount are what the worker sends on its next try, derived the same way
 * from the members and the active agreement now (null without an active agreement: the next
 * try then sends nothing and closes the row).
 */
export async function listFailingSeatChanges(db: Db, limit = 50) {
  const rows = await db
    .select({
      companyId: payfastSeatChange.companyId,
      companyName: company.accountName,
      attempts: payfastSeatChange.attempts,
      lastError: payfastSeatChange.lastError,
      nextAttemptAt: payfastSeatChange.nextAttemptAt,
    })
    .from(payfastSeatChange)
    .innerJoin(company, eq(company.id, payfastSeatChange.companyId))
    .where(
      and(
        eq(payfastSeatChange.state, "queued"),
        gt(payfastSeatChange.attempts, 0),
        ne(payfastSeatChange.lastError, ""),
      ),
    )
    .orderBy(asc(payfastSeatChange.updatedAt))
    .limit(limit);
  return Promise.all(
    rows.map(async ({ companyId, nextAttemptAt, ...row }) => {
      const seats = await countSeats(db, companyId);
      const [agreement] = await db
        .select()
        .from(payment)
        .where(and(eq(payment.companyId, companyId), eq(payment.status, "active")));
      return {
        ...row,
        seats,
        amountCents: agreement
          ? recurringAmountFor(agreement, { seats, seatPriceCents: agreement.planAmountCents })
          : null,
        nextAttemptAt: nextAttemptAt.toISOString(),
      };
    }),
  );
}
