import type { Db } from "#server/db/database";
import type { CompanyScope } from "#server/tenancy/caller";
import { findActiveAgreement } from "../agreement-queries";
import { noSubscription } from "../billing-errors";

/** The caller's company's active PayFast subscription with its token, or 409 billing/no-subscription. */
export async function requireActiveAgreement(db: Db, scope: CompanyScope) {
  const row = await findActiveAgreement(db, { companyId: scope.id });
  if (!row?.token) throw noSubscription();
  return { ...row, token: row.token };
}
