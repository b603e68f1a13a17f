import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { company, companyLogo } from "../../db/schema";
import { companyJson } from "./company-json";

/** The owner's company with its logo's etag, as API JSON, or null. */
export async function findCompanyOfOwner(db: Db, ownerUserId: string) {
  const [row] = await db
    .select({ company, logoEtag: companyLogo.etag })
    .from(company)
    .leftJoin(companyLogo, eq(companyLogo.companyId, company.id))
    .where(eq(company.ownerUserId, ownerUserId))
    .limit(1);
  return row ? { row: row.company, json: companyJson(row.company, row.logoEtag) } : null;
}
