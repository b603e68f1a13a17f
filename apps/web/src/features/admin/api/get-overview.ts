import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

/** GET /api/v1/admin/overview: the counts on /admin. */
export const overviewQueryOptions = () => queryOptions(queryOf(adminRoutes.adminOverview));

export const useOverview = () => useQuery(overviewQueryOptions());
