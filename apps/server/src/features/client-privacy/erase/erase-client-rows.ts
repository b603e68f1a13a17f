import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { auditEntry, client, record } from "../../../db/schema";
import { type Actor, writeAudit } from "../../admin/audit/write-audit";
import { erasureReference } from "./erasure-reference";

export interface ErasedClient {
  reference: string;
  erasedAt: Date;
  records: number;
}

/**
 * Inside the caller's transaction, removes one client of `companyId` for good: the spouse link
 * another client holds to it, its records (with their inputs, results and snapshots), then the
 * client row. Rows that belong to the client reference it with ON DELETE CASCADE
 * (`../client-erasure.test.ts` checks every foreign key to `client` is so), so a table added
 * later goes with it too. Earlier audit entries about the client are re-pointed at the erasure
 * reference, and one `client/erase` entry says who erased how much, when and why — never who the
 * client was (POPIA s 14(4), s 24(1)(b)). It takes the company id of a client row its caller has
 * already locked — the erase route's row read in the caller's `CompanyScope`, or the hourly
 * purge's expired row, which has no caller — never an id from a request.
 */
export async function eraseClientRows(
  tx: Db,
  params: { companyId: string; clientId: string; actor: Actor; reason: string },
): Promise<ErasedClient> {
  const { companyId, clientId } = params;
  const reference = erasureReference(clientId);
  await tx
    .update(client)
    .set({ spouseClientId: null, updatedAt: sql`now()`, version: sql`${client.version} + 1` })
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
  await tx
    .update(auditEntry)
    .set({ targetId: reference })
    .where(and(eq(auditEntry.targetType, "client"), eq(auditEntry.targetId, clientId)));
  await writeAudit(tx, params.actor, {
    action: "client/erase",
    targetType: "client",
    targetId: reference,
    before: { records: records.length, reason: params.reason },
    after: null,
  });
  return { reference, erasedAt: new Date(), records: records.length };
}
