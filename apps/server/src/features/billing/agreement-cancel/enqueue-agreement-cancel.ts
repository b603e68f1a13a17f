import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { payfastAgreementCancel, payment } from "../../../db/schema";

/** Whether one of our active agreements runs on this token: such a token is never cancelled here. */
export async function isActiveAgreementToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.token, token), eq(payment.status, "active")))
    .limit(1);
  return row !== undefined;
}

/**
 * Queues PayFast's `cancel` of an agreement whose COMPLETE payment was not applied, in the ITN's
 * transaction: once per token (a replayed ITN queues nothing more), and never for a token an
 * active agreement holds. Returns whether a new cancel was queued.
 */
export async function enqueueAgreementCancel(
  tx: Db,
  job: { token: string; mPaymentId: string; companyId: string },
): Promise<boolean> {
  if (!job.token || (await isActiveAgreementToken(tx, job.token))) return false;
  const queued = await tx
    .insert(payfastAgreementCancel)
    .values(job)
    .onConflictDoNothing()
    .returning({ token: payfastAgreementCancel.token });
  return queued.length > 0;
}
