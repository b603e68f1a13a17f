import type { AdminUserListResponse } from "@adviser-desk/contracts";
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { company, user, userDeletion } from "../../../db/schema";
import { selectUsersWithCompany, userSummaryJson } from "./user-columns";

type Status = "all" | "active" | "disabled" | "admin" | "deleted";

/** `%` and `_` typed in the search are literal characters, not wildcards. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(q: string, status: Status): SQL | undefined {
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

/** Spec §7 pageToUserAccounts: one page of users (by e-mail), with search and a status filter. */
export async function listUsers(
  db: Db,
  query: { page: number; pageSize: number; q: string; status: Status },
  now = new Date(),
): Promise<AdminUserListResponse> {
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
  return {
    items: rows.map((row) => userSummaryJson(row, now)),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
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
