import type { AdminUserListResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { userSummaryJson } from "./user-json";
import { type UserStatus, userPage } from "./user-queries";

/** Spec §7 pageToUserAccounts: one page of users (by e-mail), with search and a status filter. */
export async function listUsers(
  db: Db,
  query: { page: number; pageSize: number; q: string; status: UserStatus },
  now = new Date(),
): Promise<AdminUserListResponse> {
  const { rows, total } = await userPage(db, query);
  return {
    items: rows.map((row) => userSummaryJson(row, now)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
