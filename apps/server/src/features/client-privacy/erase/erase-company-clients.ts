import { ACCOUNT_PURGED } from "@adviser-desk/contracts";
import type { Actor } from "#server/audit/audit-queries";
import type { Db } from "#server/db/database";
import { eraseOrRestrictClient } from "./erase-client-rows";
import { clientsOfCompany } from "./erase-queries";

/**
 * Before a company is removed with its holder's account: erases each of its clients that may go
 * now and restricts the others (ADR 050). Returns the last day any client must still be kept, or
 * null when none is left — only then may the company itself be deleted.
 */
export async function eraseCompanyClients(
  tx: Db,
  params: { companyId: string; actor: Actor; now: Date },
): Promise<string | null> {
  let keptUntil: string | null = null;
  for (const { id } of await clientsOfCompany(tx, params.companyId)) {
    const done = await eraseOrRestrictClient(tx, {
      companyId: params.companyId,
      clientId: id,
      actor: params.actor,
      reason: ACCOUNT_PURGED,
      now: params.now,
    });
    if (done.outcome === "restricted" && (keptUntil === null || done.keptUntil > keptUntil)) {
      keptUntil = done.keptUntil;
    }
  }
  return keptUntil;
}
