import type { Db } from "../../db/database";
import { company } from "../../db/schema";
import type { CompanyScope } from "../../tenancy/caller";
import { inCompany } from "../../tenancy/in-company";

/** Whether the company has never started its free trial. */
export async function isTrialAvailable(db: Db, scope: CompanyScope): Promise<boolean> {
  const [row] = await db
    .select({ trialStartedAt: company.trialStartedAt })
    .from(company)
    .where(inCompany(company.id, scope));
  return !row?.trialStartedAt;
}
