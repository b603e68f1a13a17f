import type { Db } from "#server/db/database";
import { findActiveAgreement } from "../agreement-queries";
import { recurringAmountFor } from "./seat-amount";
import { countBilledSeats } from "./seat-count";
import { listFailingSeatChangeRows } from "./seat-queries";

/**
 * Seat changes PayFast has not accepted yet: tried at least once, the last try failed, still
 * queued. The seats and amount are what the worker sends on its next try, derived the same way
 * from the members and the active agreement now (null without an active agreement: the next
 * try then sends nothing and closes the row).
 */
export async function listFailingSeatChanges(db: Db, limit = 50) {
  const rows = await listFailingSeatChangeRows(db, limit);
  return Promise.all(
    rows.map(async ({ companyId, nextAttemptAt, ...row }) => {
      const seats = await countBilledSeats(db, companyId);
      const agreement = await findActiveAgreement(db, { companyId });
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
