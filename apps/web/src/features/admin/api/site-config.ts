import type { SiteConfigUpdate } from "@adviser-desk/contracts";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf, queryOf } from "@/lib/api";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";

/** GET /api/v1/admin/config: the stored settings (null = default). */
export const siteConfigQueryOptions = () => queryOptions(queryOf(adminRoutes.getSiteConfig));

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());

/** PUT /api/v1/admin/config: every browser hears the change through the config stream. */
export function useUpdateSiteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SiteConfigUpdate) => api(adminRoutes.updateConfig, { body: change }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.getSiteConfig) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.listAuditEntries) }),
        queryClient.invalidateQueries({ queryKey: publicConfigQueryOptions().queryKey }),
      ]);
    },
  });
}
