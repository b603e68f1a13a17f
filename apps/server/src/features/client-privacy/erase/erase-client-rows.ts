import { type Actor, retargetAuditEntries, writeAudit } from "#server/audit/audit-queries";
import { allowRestrictedBookkeeping } from "#server/db/client-restricted";
import type { Db } from "#server/db/database";
import { clientRetention } from "../retention/client-retention";
import { restrictClientRow } from "../retention/retention-queries";
import { deleteClientRows } from "./erase-queries";
import { erasureReference } from "./erasure-reference";

export type ErasedOrRestricted =
  | { outcome: "erased"; reference: string; erasedAt: Date; records: number }
  | { outcome: "restricted"; reference: string; restrictedAt: Date; keptUntil: string };

/**
 * Inside the caller's transaction, removes one client of `companyId` for good — unless the FAIS
 * period still runs (`clientRetention`, ADR 050): then the client is restricted until the last
 * day it must be kept (read-only and hidden; the purge erases it the day after), and
 * `client/restrict` says who asked, why and until when. This is the only way to remove a client,
 * so no path can skip the rule.
 *
 * An erasure removes the spouse link another client holds to it, its records (with their inputs,
 * results and snapshots), then the client row. Rows that belong to the client reference it with
 * ON DELETE CASCADE (`../client-erasure.test.ts` checks every foreign key to `client` is so), so
 * a table added later goes with it too. Earlier audit entries about the client are re-pointed at
 * the erasure reference, and one `client/erase` entry says who erased how much, when and why —
 * never who the client was (POPIA s 14(4), s 24(1)(b)). It takes the company id of a client row
 * its caller has already locked — the erase route's row read in the caller's `CompanyScope`, or
 * a purge's row, which has no caller — never an id from a request.
 */
export async function eraseOrRestrictClient(
  tx: Db,
  params: { companyId: string; clientId: string; actor: Actor; reason: string; now?: Date },
): Promise<ErasedOrRestricted> {
  const { companyId, clientId } = params;
  const now = params.now ?? new Date();
  const reference = erasureReference(clientId);
  // Restricting again, and clearing a restricted spouse's link to this client, are bookkeeping.
  await allowRestrictedBookkeeping(tx);
  const retention = await clientRetention(tx, { companyId, clientId, now });
  if (!retention.destroyableNow) {
    const { keptUntil } = retention;
    const restrictedAt = await restrictClientRow(tx, { companyId, clientId, keptUntil, now });
    await writeAudit(tx, params.actor, {
      action: "client/restrict",
      targetType: "client",
      targetId: clientId,
      before: { reason: params.reason },
      after: { restrictedAt: restrictedAt.toISOString(), keptUntil },
    });
    return { outcome: "restricted", reference, restrictedAt, keptUntil };
  }
  const { records } = await deleteClientRows(tx, { companyId, clientId });
  await retargetAuditEntries(tx, { targetType: "client", from: clientId, to: reference });
  await writeAudit(tx, params.actor, {
    action: "client/erase",
    targetType: "client",
    targetId: reference,
    before: { records, reason: params.reason },
    after: null,
  });
  return { outcome: "erased", reference, erasedAt: now, records };
}
