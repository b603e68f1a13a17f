import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company, companyLogo, companyMember, subscription } from "#server/db/schema";

export type SubscriptionRow = typeof subscription.$inferSelect;
export type CallerCompanyRow = typeof company.$inferSelect;

/**
 * The user's company with its logo's etag, their role and assignments in it, and its
 * subscription; null for a user without a company.
 */
export async function findCallerRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      company,
      role: companyMember.role,
      assignedAdviserIds: companyMember.assignedAdviserIds,
      logoEtag: companyLogo.etag,
      subscription,
    })
    .from(companyMember)
    .innerJoin(company, eq(company.id, companyMember.companyId))
    .leftJoin(companyLogo, eq(companyLogo.companyId, company.id))
    .leftJoin(subscription, eq(subscription.companyId, company.id))
    .where(eq(companyMember.userId, userId))
    .limit(1);
  return row ?? null;
}
