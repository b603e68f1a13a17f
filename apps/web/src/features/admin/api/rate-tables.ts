import type { RateTableKind } from "@adviser-desk/contracts";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type BodyOf, queryKeyOf, queryOf } from "@/lib/api";
import { HttpError } from "@/lib/http-error";
import { notifySuccess } from "@/lib/notify";

/** GET /api/v1/admin/rate-tables: the newest version of every table. */
export const rateTableListQueryOptions = () => queryOptions(queryOf(adminRoutes.listRateTables));

export const useRateTableList = () => useQuery(rateTableListQueryOptions());

/** GET /api/v1/admin/rate-tables/:kind/:key, or null when there is no such table yet. */
export async function getRateTable(kind: RateTableKind, key: string) {
  try {
    return await api(adminRoutes.getRateTable, { params: { kind, key } });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const rateTableQueryOptions = (kind: RateTableKind, key: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminRoutes.getRateTable, { params: { kind, key } }),
    queryFn: () => getRateTable(kind, key),
  });

/** POST /api/v1/admin/rate-tables/preview: problems and changes, nothing stored. */
export const usePreviewRateTable = () =>
  useMutation({
    mutationFn: (body: BodyOf<"previewRateTable">) => api(adminRoutes.previewRateTable, { body }),
  });

/** POST /api/v1/admin/rate-tables: publish as the next version. */
export function usePublishRateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<"publishRateTable">) => api(adminRoutes.publishRateTable, { body }),
    // Confirmed here rather than by the caller: the editor is rebuilt for the new version.
    onSuccess: async (version) => {
      notifySuccess(`Published version ${version.version} of ${version.key}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.listRateTables) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.getRateTable) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.listAuditEntries) }),
      ]);
    },
  });
}
