import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { payment } from "../../../db/schema";
import { noSubscription } from "../billing-errors";

/**
 * The agreement /subscriptions shows: the active one whenever there is one (a newer unpaid
 * checkout must not hide it), else the company's latest checkout, or null.
 */
export async function currentAgreement(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(payment)
    .where(eq(payment.companyId, companyId))
    .orderBy(sql`${payment.status} = 'active' DESC`, desc(payment.createdAt))
    .limit(1);
  return row ?? null;
}

/** The company's active PayFast subscription with its token, or 409 billing/no-subscription. */
export async function requireActiveAgreement(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.companyId, companyId), eq(payment.status, "active")));
  if (!row?.token) throw noSubscription();
  return { ...row, token: row.token };
}
