import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { client, clientShare, company, companyMember } from "../../../db/schema";

const ROLE_ORDER = sql`case ${companyMember.role} when 'owner' then 0 when 'adviser' then 1 when 'assistant' then 2 else 3 end`;

/** The clients `from` was responsible for go to `to`; shares with `from` and assignments end. */
async function handOver(tx: Db, companyId: string, from: string, to: string) {
  await tx
    .update(client)
    .set({ responsibleAdviserId: to })
    .where(and(eq(client.companyId, companyId), eq(client.responsibleAdviserId, from)));
  await tx
    .delete(clientShare)
    .where(and(eq(clientShare.companyId, companyId), eq(clientShare.adviserUserId, from)));
  await tx
    .update(companyMember)
    .set({ assignedAdviserIds: sql`array_remove(${companyMember.assignedAdviserIds}, ${from})` })
    .where(eq(companyMember.companyId, companyId));
}

/**
 * Before a user is purged: the clients of a company they belong to but do not hold go to its
 * account holder; a company they hold that has other members passes to one of them —
 * another owner, else the longest-standing member, made owner — with the clients the user was
 * responsible for (ADR 030). Returns that member's id, or null when the company has no other
 * member (or the user holds none) and goes with the user as before.
 */
export async function transferCompanyOf(tx: Db, userId: string): Promise<string | null> {
  const [held] = await tx
    .select({ id: company.id })
    .from(company)
    .where(eq(company.ownerUserId, userId))
    .for("update");
  if (!held) {
    const [membership] = await tx
      .select({ companyId: company.id, holder: company.ownerUserId })
      .from(companyMember)
      .innerJoin(company, eq(company.id, companyMember.companyId))
      .where(eq(companyMember.userId, userId));
    if (membership) await handOver(tx, membership.companyId, userId, membership.holder);
    return null;
  }
  const [heir] = await tx
    .select({ userId: companyMember.userId })
    .from(companyMember)
    .where(and(eq(companyMember.companyId, held.id), ne(companyMember.userId, userId)))
    .orderBy(ROLE_ORDER, asc(companyMember.addedAt), asc(companyMember.userId))
    .limit(1);
  if (!heir) return null;
  await tx
    .update(companyMember)
    .set({ role: "owner", assignedAdviserIds: [] })
    .where(eq(companyMember.userId, heir.userId));
  await tx.update(company).set({ ownerUserId: heir.userId }).where(eq(company.id, held.id));
  await handOver(tx, held.id, userId, heir.userId);
  return heir.userId;
}
