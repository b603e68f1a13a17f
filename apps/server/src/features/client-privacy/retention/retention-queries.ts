import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { client } from "#server/db/schema";

/** The client's stored facts the retention rule reads, or null when it is gone. */
export async function findRetentionFacts(db: Db, params: { companyId: string; clientId: string }) {
  const [row] = await db
    .select({
      serviceEndedOn: client.serviceEndedOn,
      restrictedAt: client.restrictedAt,
      eraseAfter: client.eraseAfter,
    })
    .from(client)
    .where(and(eq(client.companyId, params.companyId), eq(client.id, params.clientId)));
  return row ?? null;
}

/**
 * Restricts the client until `keptUntil` (a restricted one keeps its first `restricted_at`).
 * The caller has locked the row and allowed the bookkeeping (the guard refuses it otherwise).
 */
export async function restrictClientRow(
  tx: Db,
  params: { companyId: string; clientId: string; keptUntil: string; now: Date },
): Promise<Date> {
  const [facts] = await tx
    .select({ restrictedAt: client.restrictedAt })
    .from(client)
    .where(and(eq(client.companyId, params.companyId), eq(client.id, params.clientId)));
  const restrictedAt = facts?.restrictedAt ?? params.now;
  await tx
    .update(client)
    .set({ restrictedAt, eraseAfter: params.keptUntil })
    .where(and(eq(client.companyId, params.companyId), eq(client.id, params.clientId)));
  return restrictedAt;
}
