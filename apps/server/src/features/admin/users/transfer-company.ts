import type { Db } from "#server/db/database";
import {
  handOverClients,
  lockCompanyHeldBy,
  membershipOf,
  passHolding,
} from "#server/features/members";

/**
 * Before a user is purged: the clients of a company they belong to but do not hold go to its
 * account holder; a company they hold that has other members passes to one of them —
 * another owner, else the longest-standing member, made owner — with the clients the user was
 * responsible for (ADR 030). Returns that member's id, or null when the company has no other
 * member (or the user holds none) and goes with the user as before. The purge has no author:
 * the clients handed over keep their versions.
 */
export async function transferCompanyOf(tx: Db, userId: string): Promise<string | null> {
  const held = await lockCompanyHeldBy(tx, userId);
  if (!held) {
    const membership = await membershipOf(tx, userId);
    if (membership) {
      await handOverClients(tx, {
        companyId: membership.companyId,
        from: userId,
        to: membership.holder,
      });
    }
    return null;
  }
  const heir = await passHolding(tx, { companyId: held.id, leaving: userId });
  if (!heir) return null;
  await handOverClients(tx, { companyId: held.id, from: userId, to: heir });
  return heir;
}
