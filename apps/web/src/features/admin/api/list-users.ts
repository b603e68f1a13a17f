import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

export type UserStatusFilter = "all" | "active" | "disabled" | "admin" | "deleted";

export interface UserListFilter {
  page: number;
  pageSize: number;
  q: string;
  status: UserStatusFilter;
}

/** GET /api/v1/admin/users (spec pageToUserAccounts): one page, searched on the server. */
export function userListQueryOptions(filter: UserListFilter) {
  return queryOptions(
    queryOf(adminRoutes.listUsers, {
      query: {
        page: filter.page,
        pageSize: filter.pageSize,
        status: filter.status,
        q: filter.q || undefined,
      },
    }),
  );
}

/** The previous page stays on screen while the next loads. */
export function useUserList(filter: UserListFilter) {
  return useQuery({ ...userListQueryOptions(filter), placeholderData: keepPreviousData });
}
