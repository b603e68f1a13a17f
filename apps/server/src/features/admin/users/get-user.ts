import type { AdminUserDetail } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { findCompanyOfMember } from "#server/features/company";
import { userNotFound } from "./user-errors";
import { userSummaryJson } from "./user-json";
import { findUserWithCompany } from "./user-queries";

/** Spec §7 fetchUserAccount: the user, their company profile, subscription and deletion. */
export async function getUser(db: Db, userId: string, now = new Date()): Promise<AdminUserDetail> {
  const row = await findUserWithCompany(db, userId);
  if (!row) throw userNotFound();
  const company = await findCompanyOfMember(db, userId);
  const s = row.subscription;
  return {
    ...userSummaryJson(row, now),
    banReason: row.user.banReason,
    company: company?.json ?? null,
    subscription: s
      ? {
          status: s.status,
          currentPeriodEnd: s.currentPeriodEnd.toISOString(),
          nextPaymentAt: s.nextPaymentAt?.toISOString() ?? null,
          amountCents: s.amountCents,
        }
      : null,
    deletion: row.deletion
      ? {
          deletedAt: row.deletion.deletedAt.toISOString(),
          purgeAfter: row.deletion.purgeAfter.toISOString(),
          deletedByEmail: row.deletion.deletedByEmail,
        }
      : null,
  };
}
