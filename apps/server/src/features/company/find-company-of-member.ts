import type { Db } from "#server/db/database";
import { companyJson } from "./company-json";
import { findCompanyRowOfMember } from "./company-queries";

/** The company the user is a member of (in any role), as its row and as API JSON, or null. */
export async function findCompanyOfMember(db: Db, userId: string) {
  const found = await findCompanyRowOfMember(db, userId);
  return found ? { row: found.company, json: companyJson(found.company, found.logoEtag) } : null;
}
