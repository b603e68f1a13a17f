import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company } from "#server/db/schema";

/*
 * The account holder follows membership (ADR 029): the holding is a company column, but only the
 * members feature moves it, as members leave, are demoted or are purged.
 */

/** The company `userId` holds (is the account holder of), locked for the transaction; or null. */
export async function lockCompanyHeldBy(tx: Db, userId: string) {
  const [held] = await tx
    .select({ id: company.id })
    .from(company)
    .where(eq(company.ownerUserId, userId))
    .for("update");
  return held ?? null;
}

/** Makes `userId` the company's account holder. */
export async function setCompanyHolder(tx: Db, companyId: string, userId: string): Promise<void> {
  await tx.update(company).set({ ownerUserId: userId }).where(eq(company.id, companyId));
}
