import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { companyMember } from "#server/db/schema";

/** The id of the company the user is a member of (in any role), or null. */
export async function companyIdOfMember(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: companyMember.companyId })
    .from(companyMember)
    .where(eq(companyMember.userId, userId))
    .limit(1);
  return row?.companyId ?? null;
}
