import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company, payfastItn, payfastProcessedItn, payment } from "#server/db/schema";

/** Stores an ITN as received, with what became of it (audit). */
export async function storeItn(db: Db, values: typeof payfastItn.$inferInsert): Promise<void> {
  await db.insert(payfastItn).values(values);
}

/**
 * Claims the ITN event (a PayFast payment id, or a cancellation's agreement key) with its status:
 * false when it was claimed before, so a retried ITN is acted on once.
 */
export async function claimItnEvent(
  db: Db,
  params: { eventKey: string; status: string },
): Promise<boolean> {
  const fresh = await db
    .insert(payfastProcessedItn)
    .values({ pfPaymentId: params.eventKey, paymentStatus: params.status })
    .onConflictDoNothing()
    .returning({ key: payfastProcessedItn.pfPaymentId });
  return fresh.length > 0;
}

/** Verified COMPLETE ITNs that were not applied, the latest first, with the company they name. */
export async function listUnappliedCompleteItns(db: Db, limit: number) {
  return db
    .select({
      receivedAt: payfastItn.receivedAt,
      mPaymentId: payfastItn.mPaymentId,
      pfPaymentId: payfastItn.pfPaymentId,
      reason: payfastItn.reason,
      rawBody: payfastItn.rawBody,
      companyName: company.accountName,
    })
    .from(payfastItn)
    .leftJoin(payment, eq(payment.mPaymentId, payfastItn.mPaymentId))
    .leftJoin(company, eq(company.id, payment.companyId))
    .where(and(eq(payfastItn.outcome, "ignored"), eq(payfastItn.paymentStatus, "COMPLETE")))
    .orderBy(desc(payfastItn.receivedAt))
    .limit(limit);
}
