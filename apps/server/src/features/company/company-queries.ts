import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { company, companyLogo, companyMember } from "../../db/schema";
import { companyJson } from "./company-json";

/** The company the user is a member of (in any role), with its logo's etag, as API JSON, or null. */
export async function findCompanyOfMember(db: Db, userId: string) {
  const [row] = await db
    .select({ company, logoEtag: companyLogo.etag })
    .from(companyMember)
    .innerJoin(company, eq(company.id, companyMember.companyId))
    .leftJoin(companyLogo, eq(companyLogo.companyId, company.id))
    .where(eq(companyMember.userId, userId))
    .limit(1);
  return row ? { row: row.company, json: companyJson(row.company, row.logoEtag) } : null;
}
