import type { AdminUserListResponse } from "@adviser-desk/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-query-keys";

export type UserStatusFilter = "all" | "active" | "disabled" | "admin" | "deleted";

export interface UserListFilter {
  page: number;
  pageSize: number;
  q: string;
  status: UserStatusFilter;
}

/** GET /api/v1/admin/users (spec pageToUserAccounts): one page, searched on the server. */
export function listUsers(filter: UserListFilter) {
  const params = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize),
    status: filter.status,
  });
  if (filter.q) params.set("q", filter.q);
  return apiRequest<AdminUserListResponse>(`/admin/users?${params.toString()}`);
}

export function userListQueryOptions(filter: UserListFilter) {
  return queryOptions({
    queryKey: [...adminKeys.users, "list", filter],
    queryFn: () => listUsers(filter),
  });
}

/** The previous page stays on screen while the next loads. */
export function useUserList(filter: UserListFilter) {
  return useQuery({ ...userListQueryOptions(filter), placeholderData: keepPreviousData });
}
