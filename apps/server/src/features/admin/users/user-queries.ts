import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "#server/db/database";
import { escapeLike } from "#server/db/escape-like";
import { company, subscription, user, userDeletion } from "#server/db/schema";

/** A user joined with their company, subscription and deletion (one row per user). */
function selectUsersWithCompany(db: Db) {
  return db
    .select({
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        role: user.role,
        banned: user.banned,
        banReason: user.banReason,
        createdAt: user.createdAt,
      },
      companyName: company.accountName,
      subscription,
      deletion: userDeletion,
    })
    .from(user)
    .leftJoin(company, eq(company.ownerUserId, user.id))
    .leftJoin(subscription, eq(subscription.companyId, company.id))
    .leftJoin(userDeletion, eq(userDeletion.userId, user.id));
}

export type UserWithCompanyRow = Awaited<ReturnType<typeof selectUsersWithCompany>>[number];

/** The user with their company, subscription and deletion; null for an unknown id. */
export async function findUserWithCompany(
  db: Db,
  userId: string,
): Promise<UserWithCompanyRow | null> {
  const [row] = await selectUsersWithCompany(db).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}

export type UserStatus = "all" | "active" | "disabled" | "admin" | "deleted";

/** `%` and `_` typed in the search are literal characters, not wildcards. */
const containing = (q: string) => `%${escapeLike(q)}%`;

function filterOf(q: string, status: UserStatus): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    status === "deleted" ? isNotNull(userDeletion.userId) : isNull(userDeletion.userId),
  ];
  if (status === "active") conditions.push(or(isNull(user.banned), eq(user.banned, false)));
  if (status === "disabled") conditions.push(eq(user.banned, true));
  if (status === "admin") conditions.push(eq(user.role, "admin"));
  if (q !== "") {
    const pattern = containing(q);
    conditions.push(
      or(
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        ilike(company.accountName, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page of users by e-mail, searched by name, e-mail or company and filtered by status, with the total. */
export async function userPage(
  db: Db,
  query: { page: number; pageSize: number; q: string; status: UserStatus },
) {
  const where = filterOf(query.q, query.status);
  const [rows, [total]] = await Promise.all([
    selectUsersWithCompany(db)
      .where(where)
      // better-auth stores e-mails lower-cased, so the unique e-mail index gives this order.
      .orderBy(asc(user.email))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(user)
      .leftJoin(company, eq(company.ownerUserId, user.id))
      .leftJoin(userDeletion, eq(userDeletion.userId, user.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Spec §7 fetchUserAccountsCount: users that are not deleted. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .leftJoin(userDeletion, eq(userDeletion.userId, user.id))
    .where(isNull(userDeletion.userId));
  return row?.n ?? 0;
}

/** The user row, locked for the transaction (two admins' changes do not interleave); null if unknown. */
export async function lockUserRow(tx: Db, userId: string) {
  const [row] = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      banned: user.banned,
      deletedAt: userDeletion.deletedAt,
    })
    .from(user)
    .leftJoin(userDeletion, eq(userDeletion.userId, user.id))
    .where(eq(user.id, userId))
    .for("update", { of: user });
  return row ?? null;
}

/** Bans the user with `reason` (better-auth's ban: no sign-in), or lifts the ban (reason null). */
export async function setUserBan(
  tx: Db,
  userId: string,
  ban: { banned: boolean; reason: string | null },
): Promise<void> {
  await tx
    .update(user)
    .set({ banned: ban.banned, banReason: ban.reason, banExpires: null })
    .where(eq(user.id, userId));
}

export async function setUserNameAndRole(
  tx: Db,
  userId: string,
  changes: { name?: string; role?: string },
): Promise<void> {
  await tx.update(user).set(changes).where(eq(user.id, userId));
}

export async function insertUserDeletion(
  tx: Db,
  values: typeof userDeletion.$inferInsert,
): Promise<void> {
  await tx.insert(userDeletion).values(values);
}

export async function deleteUserDeletion(tx: Db, userId: string): Promise<void> {
  await tx.delete(userDeletion).where(eq(userDeletion.userId, userId));
}

/** Moves a deleted user's purge to `purgeAfter` (their practice's records must be kept until then). */
export async function deferUserPurge(tx: Db, userId: string, purgeAfter: Date): Promise<void> {
  await tx.update(userDeletion).set({ purgeAfter }).where(eq(userDeletion.userId, userId));
}

/** The deleted users whose retention period has ended by `now`. */
export async function deletionsDue(db: Db, now: Date) {
  return db
    .select({ userId: userDeletion.userId, email: userDeletion.email })
    .from(userDeletion)
    .where(lte(userDeletion.purgeAfter, now));
}

/** Removes the user row. */
export async function deleteUserRow(tx: Db, userId: string): Promise<void> {
  await tx.delete(user).where(eq(user.id, userId));
}

/** ADMIN_EMAILS makes those users admins: new sign-ups via a hook, existing users here at start. */
export async function promoteAdminEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return;
  await db
    .update(user)
    .set({ role: "admin" })
    .where(inArray(sql`lower(${user.email})`, emails));
}
