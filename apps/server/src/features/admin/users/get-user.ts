import type { AdminUserDetail } from "@adviser-desk/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { user } from "../../../db/schema";
import { findCompanyOfMember } from "../../company/company-queries";
import { selectUsersWithCompany, userSummaryJson } from "./user-columns";
import { userNotFound } from "./user-errors";

/** Spec §7 fetchUserAccount: the user, their company profile, subscription and deletion. */
export async function getUser(db: Db, userId: string, now = new Date()): Promise<AdminUserDetail> {
  const [row] = await selectUsersWithCompany(db).where(eq(user.id, userId)).limit(1);
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
