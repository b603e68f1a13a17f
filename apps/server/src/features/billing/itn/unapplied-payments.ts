import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { company, payfastItn, payment } from "../../../db/schema";
import { randStringToCents } from "../payfast/rands";
import { parseSignedItn } from "../payfast/signed-itn";

/**
 * Verified COMPLETE ITNs that were not applied (a second agreement, a coupon no longer held):
 * PayFast took the money, we issued nothing. The admin overview lists them with the reason, which
 * says what to cancel at PayFast and how much to refund.
 */
export async function listUnappliedPayments(db: Db, limit = 50) {
  const rows = await db
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
  return rows.map(({ rawBody, receivedAt, ...row }) => {
    const signed = parseSignedItn(rawBody);
    return {
      ...row,
      receivedAt: receivedAt.toISOString(),
      amountCents: signed.ok ? randStringToCents(signed.fields.amount_gross ?? "") : null,
    };
  });
}
