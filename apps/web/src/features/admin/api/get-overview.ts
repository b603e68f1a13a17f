import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-query-keys";

/** GET /api/v1/admin/overview: the counts on /admin. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: () => apiRequest<AdminOverviewResponse>("/admin/overview"),
  });

export const useOverview = () => useQuery(overviewQueryOptions());
