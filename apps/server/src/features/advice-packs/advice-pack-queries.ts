import type { AdvicePackRecord, IssuedRoaContent } from "@adviser-desk/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { advicePack } from "../../db/schema";
import type { CompanyScope } from "../../tenancy/caller";
import { inCompany } from "../../tenancy/in-company";

export async function insertPack(
  db: Db,
  scope: CompanyScope,
  values: {
    clientId: string;
    issuedByUserId: string;
    issuedByName: string;
    issuedAt: Date;
    sha256: string;
    pages: number;
    records: AdvicePackRecord[];
    pdf: Buffer;
    roaNumber: number;
    content: IssuedRoaContent;
  },
) {
  const [row] = await db
    .insert(advicePack)
    .values({ ...values, companyId: scope.id })
    .returning({ id: advicePack.id });
  if (!row) throw new Error("advice pack insert returned nothing");
  return row.id;
}

/** A pack's stored bytes and what names it; null when not the company's. */
export async function findPackPdf(db: Db, params: { scope: CompanyScope; id: string }) {
  const [row] = await db
    .select({ pdf: advicePack.pdf, issuedAt: advicePack.issuedAt, clientId: advicePack.clientId })
    .from(advicePack)
    .where(and(inCompany(advicePack.companyId, params.scope), eq(advicePack.id, params.id)))
    .limit(1);
  return row ?? null;
}
