import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { invoice } from "../../../db/schema";
import type { CompanyScope } from "../../../tenancy/caller";
import { inCompany } from "../../../tenancy/in-company";

/** The company's invoice with this id, or null. */
export async function findInvoice(db: Db, params: { scope: CompanyScope; id: string }) {
  const [row] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.id, params.id), inCompany(invoice.companyId, params.scope)));
  return row ?? null;
}
