import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { payment } from "../../../db/schema";
import { noSubscription } from "../billing-errors";

/** The company's latest PayFast checkout (any status), or null. */
export async function latestAgreement(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(payment)
    .where(eq(payment.companyId, companyId))
    .orderBy(desc(payment.createdAt))
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
