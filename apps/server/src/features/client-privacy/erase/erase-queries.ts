import { and, asc, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { deletedBy } from "#server/db/restore-window";
import { client, record } from "#server/db/schema";
import { nextVersion } from "#server/db/versioned-update";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

/** The company's client with its name, locked for the erasing transaction; null if none. */
export async function lockClientToErase(tx: Db, params: { scope: CompanyScope; clientId: string }) {
  const [found] = await tx
    .select({
      companyId: client.companyId,
      clientName: client.clientName,
      clientSurname: client.clientSurname,
      responsibleAdviserId: client.responsibleAdviserId,
      restrictedAt: client.restrictedAt,
      eraseAfter: client.eraseAfter,
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

/**
 * What the purge must look at (of any company): clients deleted by `cutoff` (past their restore
 * window) and not restricted yet, and restricted clients whose last day kept is before `today`.
 */
const dueForPurge = (params: { cutoff: Date; today: string }) =>
  or(
    and(deletedBy(client.deletedAt, params.cutoff), isNull(client.restrictedAt)),
    and(isNotNull(client.restrictedAt), lt(client.eraseAfter, params.today)),
  );

/** Up to `limit` clients due for the purge (`dueForPurge`). */
export async function clientsDueForPurge(
  db: Db,
  params: { cutoff: Date; today: string; limit: number },
) {
  return db
    .select({ id: client.id, companyId: client.companyId, restrictedAt: client.restrictedAt })
    .from(client)
    .where(dueForPurge(params))
    .limit(params.limit);
}

/**
 * Locks a client due for the purge; null when it no longer is, or another instance holds it
 * (SKIP LOCKED: that one is purging it).
 */
export async function lockClientDueForPurge(
  tx: Db,
  params: { companyId: string; id: string; cutoff: Date; today: string },
) {
  const [still] = await tx
    .select({ id: client.id })
    .from(client)
    .where(
      and(eq(client.companyId, params.companyId), eq(client.id, params.id), dueForPurge(params)),
    )
    .for("update", { skipLocked: true });
  return still ?? null;
}

/** Up to `limit` clients (of any company) with records deleted by `cutoff`, by id after `after`. */
export async function clientsWithExpiredRecords(
  db: Db,
  params: { cutoff: Date; after: string | null; limit: number },
) {
  return db
    .selectDistinct({ companyId: record.companyId, clientId: record.clientId })
    .from(record)
    .where(
      and(
        deletedBy(record.deletedAt, params.cutoff),
        params.after ? gt(record.clientId, params.after) : undefined,
      ),
    )
    .orderBy(asc(record.clientId))
    .limit(params.limit);
}

/** The company ids and ids of every client of a company (for the account purge). */
export async function clientsOfCompany(db: Db, companyId: string) {
  return db
    .select({ id: client.id, companyId: client.companyId })
    .from(client)
    .where(eq(client.companyId, companyId))
    .for("update");
}

/** Deletes one client's records deleted by `cutoff`, past their restore window; how many. */
export async function deleteExpiredRecordsOf(
  db: Db,
  params: { companyId: string; clientId: string; cutoff: Date },
): Promise<number> {
  const removed = await db
    .delete(record)
    .where(
      and(
        eq(record.companyId, params.companyId),
        eq(record.clientId, params.clientId),
        deletedBy(record.deletedAt, params.cutoff),
      ),
    )
    .returning({ id: record.id });
  return removed.length;
}
