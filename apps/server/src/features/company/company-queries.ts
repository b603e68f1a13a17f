import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company, companyLogo, companyMember } from "#server/db/schema";
import { nextVersion } from "#server/db/versioned-update";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

export type CompanyRow = typeof company.$inferSelect;
type CompanyColumns = Omit<typeof company.$inferInsert, "id" | "ownerUserId">;

/** The company the user is a member of (in any role), with its logo's etag, or null. */
export async function findCompanyRowOfMember(db: Db, userId: string) {
  const [row] = await db
    .select({ company, logoEtag: companyLogo.etag })
    .from(companyMember)
    .innerJoin(company, eq(company.id, companyMember.companyId))
    .leftJoin(companyLogo, eq(companyLogo.companyId, company.id))
    .where(eq(companyMember.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The caller's company's name (its account name), or null. */
export async function findCompanyName(db: Db, scope: CompanyScope): Promise<string | null> {
  const [row] = await db
    .select({ name: company.accountName })
    .from(company)
    .where(inCompany(company.id, scope));
  return row?.name ?? null;
}

/** Inserts the user's company; null when they hold one already. */
export async function insertCompany(
  tx: Db,
  ownerUserId: string,
  columns: CompanyColumns,
): Promise<{ id: string } | null> {
  const [row] = await tx
    .insert(company)
    .values({ ownerUserId, ...columns })
    .onConflictDoNothing({ target: company.ownerUserId })
    .returning({ id: company.id });
  return row ?? null;
}

export async function deleteCompany(tx: Db, companyId: string): Promise<void> {
  await tx.delete(company).where(eq(company.id, companyId));
}

/** Writes the columns when the company is still at `version`; false when it is not. */
export async function updateCompanyIfCurrent(
  db: Db,
  params: { id: string; version: number; columns: Partial<CompanyColumns> },
): Promise<boolean> {
  const updated = await db
    .update(company)
    .set({ ...params.columns, ...nextVersion(company) })
    .where(and(eq(company.id, params.id), eq(company.version, params.version)))
    .returning({ id: company.id });
  return updated.length > 0;
}

/** Removes the company `userId` holds (its data goes with it by cascade); what was removed. */
export async function deleteCompanyHeldBy(tx: Db, userId: string) {
  return tx
    .delete(company)
    .where(eq(company.ownerUserId, userId))
    .returning({ id: company.id, accountName: company.accountName });
}
