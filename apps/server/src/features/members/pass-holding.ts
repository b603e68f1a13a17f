import type { Db } from "#server/db/database";
import { lockCompanyHeldBy, setCompanyHolder } from "./holding-queries";
import { heirOf, makeOwner } from "./member-queries";

/**
 * The account holder follows membership (ADR 029, amended for issue 37): when `leaving` holds the
 * company and is about to stop being one of its owners (removed, demoted, purged), the holding
 * passes to another owner, else to the longest-standing member, made owner. Run in the
 * transaction that changes their membership; the database's deferred key refuses the commit of
 * one that forgets. Returns the new holder, or null when `leaving` does not hold the company or
 * nobody else belongs to it.
 */
export async function passHolding(
  tx: Db,
  params: { companyId: string; leaving: string },
): Promise<string | null> {
  const held = await lockCompanyHeldBy(tx, params.leaving);
  if (held?.id !== params.companyId) return null;
  const heir = await heirOf(tx, params.companyId, params.leaving);
  if (!heir) return null;
  if (heir.role !== "owner") await makeOwner(tx, heir.userId);
  await setCompanyHolder(tx, params.companyId, heir.userId);
  return heir.userId;
}
