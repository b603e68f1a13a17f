import type { RoaContent } from "@adviser-desk/contracts";
import { and, eq, max } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { advicePack, recordOfAdviceDraft } from "#server/db/schema";
import { nextVersion } from "#server/db/versioned-update";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

type ClientParams = { scope: CompanyScope; clientId: string };

const ofClient = (p: ClientParams) =>
  and(
    inCompany(recordOfAdviceDraft.companyId, p.scope),
    eq(recordOfAdviceDraft.clientId, p.clientId),
  );

/** The client's draft record of advice, or null before its first save. */
export async function findRoaDraft(db: Db, params: ClientParams) {
  const [row] = await db
    .select({
      content: recordOfAdviceDraft.content,
      version: recordOfAdviceDraft.version,
      updatedAt: recordOfAdviceDraft.updatedAt,
    })
    .from(recordOfAdviceDraft)
    .where(ofClient(params))
    .limit(1);
  return row ?? null;
}

/**
 * Saves the draft when `version` is the one stored (0: none yet); returns the new version, or
 * null when another save came first (the caller answers with a conflict).
 */
export async function saveRoaDraftRow(
  db: Db,
  params: ClientParams & { version: number; content: RoaContent; userId: string },
): Promise<number | null> {
  if (params.version === 0) {
    const [row] = await db
      .insert(recordOfAdviceDraft)
      .values({
        companyId: params.scope.id,
        clientId: params.clientId,
        content: params.content,
        updatedByUserId: params.userId,
      })
      .onConflictDoNothing()
      .returning({ version: recordOfAdviceDraft.version });
    return row?.version ?? null;
  }
  const [row] = await db
    .update(recordOfAdviceDraft)
    .set({ content: params.content, ...nextVersion(recordOfAdviceDraft, params.userId) })
    .where(and(ofClient(params), eq(recordOfAdviceDraft.version, params.version)))
    .returning({ version: recordOfAdviceDraft.version });
  return row?.version ?? null;
}

/** The number the client's next record of advice gets: one more than the highest issued. */
export async function nextRoaNumber(db: Db, params: ClientParams) {
  const [row] = await db
    .select({ highest: max(advicePack.roaNumber) })
    .from(advicePack)
    .where(
      and(inCompany(advicePack.companyId, params.scope), eq(advicePack.clientId, params.clientId)),
    );
  return (row?.highest ?? 0) + 1;
}
