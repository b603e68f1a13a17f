import type { AdvicePackRecord, IssuedRoaContent } from "@adviser-desk/contracts";
import { and, eq, max } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { advicePack } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

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

/** When the client's latest pack (its record of advice) was issued, or null for none. */
export async function latestPackIssuedAt(
  db: Db,
  params: { companyId: string; clientId: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(advicePack.issuedAt) })
    .from(advicePack)
    .where(
      and(eq(advicePack.companyId, params.companyId), eq(advicePack.clientId, params.clientId)),
    );
  return row?.at ?? null;
}
