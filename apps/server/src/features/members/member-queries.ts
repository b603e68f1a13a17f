import type { Member, MemberRole } from "@adviser-desk/contracts";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { companyMember, user } from "../../db/schema";
import type { CompanyScope } from "../../tenancy/caller";
import { inCompany } from "../../tenancy/in-company";

/**
 * Adds the user to a company. False when they already belong to one (a user belongs to at most
 * one company: the key is the user id, so a raced second join inserts nothing).
 */
export async function addMember(
  db: Db,
  values: { companyId: string; userId: string; role: MemberRole; addedByUserId: string | null },
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
