import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { company, companyLogo } from "../../db/schema";
import type { CompanyScope } from "../../tenancy/caller";
import { inCompany } from "../../tenancy/in-company";
import type { processLogo } from "./process-logo";

type ProcessedLogo = Awaited<ReturnType<typeof processLogo>>;

/**
 * The logo of a company by its id, or null. The id is not a scope: administrators read any
 * company's logo, and the route checks a member's own id first.
 */
export async function findCompanyLogo(db: Db, companyId: string) {
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
