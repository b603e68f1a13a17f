import type { Db } from "../../../db/database";
import { findActiveAgreement } from "../agreement-queries";
import { noSubscription } from "../billing-errors";

/** The company's active PayFast subscription with its token, or 409 billing/no-subscription. */
export async function requireActiveAgreement(db: Db, companyId: string) {
  const row = await findActiveAgreement(db, { companyId });
  if (!row?.token) throw noSubscription();
  return { ...row, token: row.token };
}
