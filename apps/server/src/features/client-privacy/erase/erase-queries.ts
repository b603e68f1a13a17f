import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { deletedBy } from "../../../db/restore-window";
import { client, record } from "../../../db/schema";
import { nextVersion } from "../../../db/versioned-update";
import type { CompanyScope } from "../../../tenancy/caller";
import { inCompany } from "../../../tenancy/in-company";

/** The company's client with its name, locked for the erasing transaction; null if none. */
export async function lockClientToErase(tx: Db, params: { scope: CompanyScope; clientId: string }) {
  const [found] = await tx
    .select({
      companyId: client.companyId,
      clientName: client.clientName,
      clientSurname: client.clientSurname,
    })
    .from(client)
    .where(and(inCompany(client.companyId, params.scope), eq(client.id, params.clientId)))
    .for("update");
  return found ?? null;
}

/**
 * Deletes a client of `companyId` for good, inside the caller's transaction: the spouse link
 * another client holds to it (that client gets a new version), its records, then the client row
 * (rows that reference it go by ON DELETE CASCADE). Returns how many records went.
 */
export async function deleteClientRows(
  tx: Db,
  params: { companyId: string; clientId: string },
): Promise<{ records: number }> {
  const { companyId, clientId } = params;
  await tx
    .update(client)
    .set({ spouseClientId: null, ...nextVersion(client) })
    .where(and(eq(client.companyId, companyId), eq(client.spouseClientId, clientId)));
  const records = await tx
    .delete(record)
    .where(and(eq(record.companyId, companyId), eq(record.clientId, clientId)))
    .returning({ id: record.id });
  const [removed] = await tx
    .delete(client)
    .where(and(eq(client.companyId, companyId), eq(client.id, clientId)))
    .returning({ id: client.id });
  if (!removed) throw new Error("the client to erase vanished inside its transaction");
  return { records: records.length };
}

/** Up to `limit` clients (of any company) deleted by `cutoff`, past their restore window. */
export async function expiredClients(db: Db, params: { cutoff: Date; limit: number }) {
  return db
    .select({ id: client.id, companyId: client.companyId })
    .from(client)
    .where(deletedBy(client.deletedAt, params.cutoff))
    .limit(params.limit);
}

/**
 * Locks an expired client for erasing; null when it is no longer expired, or another instance
 * holds it (SKIP LOCKED: that one is erasing it).
 */
export async function lockExpiredClient(
  tx: Db,
  params: { companyId: string; id: string; cutoff: Date },
) {
  const [still] = await tx
    .select({ id: client.id })
    .from(client)
    .where(
      and(
        eq(client.companyId, params.companyId),
        eq(client.id, params.id),
        lte(client.deletedAt, params.cutoff),
      ),
    )
    .for("update", { skipLocked: true });
  return still ?? null;
}

/** Deletes records (of any company) deleted by `cutoff`, past their restore window; how many. */
export async function deleteExpiredRecords(db: Db, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(record)
    .where(deletedBy(record.deletedAt, cutoff))
    .returning({ id: record.id });
  return removed.length;
}
