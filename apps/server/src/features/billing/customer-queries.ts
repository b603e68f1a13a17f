import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company } from "#server/db/schema";

/** The company billed, as it is now (name, contact, address, owner), or null. */
export async function findCustomer(db: Db, companyId: string) {
  const [row] = await db.select().from(company).where(eq(company.id, companyId));
  return row ?? null;
}
