import type { AdminUserCountResponse } from "@adviser-desk/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-query-keys";

/** GET /api/v1/admin/users/count (spec fetchUserAccountsCount): users not deleted. */
export const userCountQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.users, "count"],
    queryFn: () => apiRequest<AdminUserCountResponse>("/admin/users/count"),
  });

export const useUserCount = () => useQuery(userCountQueryOptions());
