import type { Member, MemberRole } from "@adviser-desk/contracts";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { allowRestrictedBookkeeping } from "#server/db/client-restricted";
import type { Db } from "#server/db/database";
import { client, clientShare, company, companyMember, user } from "#server/db/schema";
import { nextVersion } from "#server/db/versioned-update";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

/**
 * Adds the user to a company. False when they already belong to one (a user belongs to at most
 * one company: the key is the user id, so a raced second join inserts nothing).
 */
export async function addMember(
  db: Db,
  values: {
    companyId: string;
    userId: string;
    role: MemberRole;
    addedByUserId?: string | null;
    assignedAdviserIds?: string[];
  },
): Promise<boolean> {
  const inserted = await db
    .insert(companyMember)
    .values(values)
    .onConflictDoNothing({ target: companyMember.userId })
    .returning({ userId: companyMember.userId });
  return inserted.length === 1;
}

export async function listMembers(db: Db, scope: CompanyScope): Promise<Member[]> {
  const rows = await db
    .select({
      userId: companyMember.userId,
      name: user.name,
      email: user.email,
      role: companyMember.role,
      assignedAdviserIds: companyMember.assignedAdviserIds,
      addedAt: companyMember.addedAt,
    })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(inCompany(companyMember.companyId, scope))
    .orderBy(asc(companyMember.addedAt), asc(user.name));
  return rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() }));
}

export async function findMember(db: Db, scope: CompanyScope, userId: string) {
  const [row] = await db
    .select()
    .from(companyMember)
    .where(and(inCompany(companyMember.companyId, scope), eq(companyMember.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** How many owners the company has besides `userId`. */
export async function otherOwners(db: Db, scope: CompanyScope, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companyMember)
    .where(
      and(
        inCompany(companyMember.companyId, scope),
        eq(companyMember.role, "owner"),
        ne(companyMember.userId, userId),
      ),
    );
  return row?.count ?? 0;
}

/** Of `userIds`, those who are advisers or owners of the company. */
export async function advisersAmong(db: Db, scope: CompanyScope, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: companyMember.userId })
    .from(companyMember)
    .where(
      and(
        inCompany(companyMember.companyId, scope),
        inArray(companyMember.userId, [...userIds]),
        inArray(companyMember.role, ["owner", "adviser"]),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Of `userIds`, those who are owners or advisers of the company now (in any order). */
export async function advisersOfCompany(tx: Db, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ userId: companyMember.userId })
    .from(companyMember)
    .where(
      and(
        eq(companyMember.companyId, companyId),
        inArray(companyMember.userId, [...userIds]),
        inArray(companyMember.role, ["owner", "adviser"]),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The company the user is a member of with its account holder, or null. */
export async function membershipOf(db: Db, userId: string) {
  const [row] = await db
    .select({ companyId: company.id, holder: company.ownerUserId })
    .from(companyMember)
    .innerJoin(company, eq(company.id, companyMember.companyId))
    .where(eq(companyMember.userId, userId));
  return row ?? null;
}

/**
 * The company's owners, locked for the transaction: run inside the one that demotes or removes an
 * owner, so two owners demoting each other at once cannot leave the company without one.
 */
export async function lockOwners(tx: Db, scope: CompanyScope): Promise<string[]> {
  const owners = await tx
    .select({ userId: companyMember.userId })
    .from(companyMember)
    .where(and(inCompany(companyMember.companyId, scope), eq(companyMember.role, "owner")))
    .for("update");
  return owners.map((owner) => owner.userId);
}

/** Sets a member's role and whom they assist; false when they are not a member. */
export async function setMemberRole(
  tx: Db,
  scope: CompanyScope,
  params: { userId: string; role: MemberRole; assignedAdviserIds: string[] },
): Promise<boolean> {
  const updated = await tx
    .update(companyMember)
    .set({ role: params.role, assignedAdviserIds: params.assignedAdviserIds })
    .where(and(inCompany(companyMember.companyId, scope), eq(companyMember.userId, params.userId)))
    .returning({ userId: companyMember.userId });
  return updated.length > 0;
}

/** Removes a member; false when they are not one. */
export async function deleteMember(tx: Db, scope: CompanyScope, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(companyMember)
    .where(and(inCompany(companyMember.companyId, scope), eq(companyMember.userId, userId)))
    .returning({ userId: companyMember.userId });
  return removed.length > 0;
}

const ROLE_ORDER = sql`case ${companyMember.role} when 'owner' then 0 when 'adviser' then 1 when 'assistant' then 2 else 3 end`;

/** Who takes over a company from `userId`: another owner, else the longest-standing member; or null. */
export async function heirOf(tx: Db, companyId: string, userId: string) {
  const [heir] = await tx
    .select({ userId: companyMember.userId, role: companyMember.role })
    .from(companyMember)
    .where(and(eq(companyMember.companyId, companyId), ne(companyMember.userId, userId)))
    .orderBy(ROLE_ORDER, asc(companyMember.addedAt), asc(companyMember.userId))
    .limit(1);
  return heir ?? null;
}

/** Makes the member an owner (who assists nobody). */
export async function makeOwner(tx: Db, userId: string): Promise<void> {
  await tx
    .update(companyMember)
    .set({ role: "owner", assignedAdviserIds: [] })
    .where(eq(companyMember.userId, userId));
}

/**
 * A member leaves (or stops advising): every client of the company they were responsible for
 * goes to `to`, the shares with them end, and no assistant stays assigned to them (ADR 030).
 * Nothing is deleted. Run inside the transaction that removes or demotes the member. It works on
 * the whole company, not on the clients a caller sees. With `by` (the owner making the change)
 * each client handed over gets a new version by them; the retention purge, which has no author,
 * leaves the versions as they are.
 */
export async function handOverClients(
  tx: Db,
  params: { companyId: string; from: string; to: string; by?: string },
) {
  const { companyId, from, to } = params;
  // Restricted clients (ADR 050) are handed over too: someone must stay answerable for them.
  await allowRestrictedBookkeeping(tx);
  await tx
    .update(client)
    .set({
      responsibleAdviserId: to,
      ...(params.by === undefined ? {} : nextVersion(client, params.by)),
    })
    .where(and(eq(client.companyId, companyId), eq(client.responsibleAdviserId, from)));
  await tx
    .delete(clientShare)
    .where(and(eq(clientShare.companyId, companyId), eq(clientShare.adviserUserId, from)));
  await tx
    .update(companyMember)
    .set({ assignedAdviserIds: sql`array_remove(${companyMember.assignedAdviserIds}, ${from})` })
    .where(eq(companyMember.companyId, companyId));
}
