import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

/** GET /api/v1/admin/users/count (spec fetchUserAccountsCount): users not deleted. */
export const userCountQueryOptions = () => queryOptions(queryOf(adminRoutes.countUsers));

export const useUserCount = () => useQuery(userCountQueryOptions());
