import type { AdminUserDetail } from "@adviser-desk/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-query-keys";

/** GET /api/v1/admin/users/:id (spec fetchUserAccount). */
export const getUser = (id: string) =>
  apiRequest<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`);

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminKeys.users, "detail", id], queryFn: () => getUser(id) });

export const useUser = (id: string) => useSuspenseQuery(userQueryOptions(id)).data;
