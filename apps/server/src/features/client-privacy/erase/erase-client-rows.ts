import type { Db } from "../../../db/database";
import { type Actor, retargetAuditEntries, writeAudit } from "../../admin/audit/audit-queries";
import { deleteClientRows } from "./erase-queries";
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
  const { records } = await deleteClientRows(tx, { companyId, clientId });
  await retargetAuditEntries(tx, { targetType: "client", from: clientId, to: reference });
  await writeAudit(tx, params.actor, {
    action: "client/erase",
    targetType: "client",
    targetId: reference,
    before: { records, reason: params.reason },
    after: null,
  });
  return { reference, erasedAt: new Date(), records };
}
