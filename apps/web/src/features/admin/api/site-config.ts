import type { AdminSiteConfigResponse, SiteConfigUpdate } from "@adviser-desk/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-query-keys";

/** GET /api/v1/admin/config: the stored settings (null = default). */
export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.siteConfig,
    queryFn: () => apiRequest<AdminSiteConfigResponse>("/admin/config"),
  });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());

/** PUT /api/v1/admin/config: every browser hears the change through the config stream. */
export function useUpdateSiteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SiteConfigUpdate) =>
      apiRequest<unknown>("/admin/config", { method: "PUT", body: JSON.stringify(change) }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.siteConfig }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
        queryClient.invalidateQueries({ queryKey: publicConfigQueryOptions().queryKey }),
      ]);
    },
  });
}
