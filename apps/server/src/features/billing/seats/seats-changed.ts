import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { payfastSeatChange } from "../../../db/schema";

/**
 * Call in the transaction that adds or removes a company member: queues moving the company's
 * PayFast agreement to its new seat count. A rolled-back change queues nothing; raced changes
 * meet on the company's one row (its lock orders them) and are sent as one amount.
 */
export async function seatsChanged(tx: Db, companyId: string): Promise<void> {
  await tx
    .insert(payfastSeatChange)
    .values({ companyId })
    .onConflictDoUpdate({
      target: payfastSeatChange.companyId,
      set: {
        state: "queued",
        changes: sql`${payfastSeatChange.changes} + 1`,
        attempts: 0,
        nextAttemptAt: sql`now()`,
        lastError: "",
        doneAt: null,
        updatedAt: sql`now()`,
      },
    });
}
