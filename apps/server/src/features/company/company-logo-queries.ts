import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company, companyLogo } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";
import type { processLogo } from "./process-logo";

type ProcessedLogo = Awaited<ReturnType<typeof processLogo>>;

/** The company's logo, or null. */
export async function findCompanyLogo(db: Db, scope: CompanyScope) {
  const [logo] = await db.select().from(companyLogo).where(inCompany(companyLogo.companyId, scope));
  return logo ?? null;
}

/** Any company's logo by its id, or null: for administrators, who have no company of their own. */
export async function findAnyCompanyLogo(db: Db, companyId: string) {
  const [logo] = await db.select().from(companyLogo).where(eq(companyLogo.companyId, companyId));
  return logo ?? null;
}

/** Stores the company's logo, replacing any, and marks the company changed. */
export async function saveCompanyLogo(
  db: Db,
  params: { scope: CompanyScope; logo: ProcessedLogo },
): Promise<void> {
  const { scope, logo } = params;
  await db
    .insert(companyLogo)
    .values({ companyId: scope.id, ...logo })
    .onConflictDoUpdate({
      target: companyLogo.companyId,
      set: { ...logo, updatedAt: sql`now()` },
    });
  await db.update(company).set({ updatedAt: sql`now()` }).where(inCompany(company.id, scope));
}

export async function deleteCompanyLogo(db: Db, scope: CompanyScope): Promise<void> {
  await db.delete(companyLogo).where(inCompany(companyLogo.companyId, scope));
}
