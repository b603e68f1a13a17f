import type {
  PublishRateTableInput,
  RateTableDetailResponse,
  RateTableKind,
  RateTableListResponse,
  RateTablePreviewInput,
  RateTablePreviewResponse,
  RateTableVersion,
} from "@adviser-desk/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { HttpError } from "@/lib/http-error";
import { notifySuccess } from "@/lib/notify";
import { adminKeys } from "./admin-query-keys";

/** GET /api/v1/admin/rate-tables: the newest version of every table. */
export const rateTableListQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.rateTables, "list"],
    queryFn: () => apiRequest<RateTableListResponse>("/admin/rate-tables"),
  });

export const useRateTableList = () => useQuery(rateTableListQueryOptions());

/** GET /api/v1/admin/rate-tables/:kind/:key, or null when there is no such table yet. */
export async function getRateTable(kind: RateTableKind, key: string) {
  try {
    return await apiRequest<RateTableDetailResponse>(
      `/admin/rate-tables/${kind}/${encodeURIComponent(key)}`,
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const rateTableQueryOptions = (kind: RateTableKind, key: string) =>
  queryOptions({
    queryKey: [...adminKeys.rateTables, "detail", kind, key],
    queryFn: () => getRateTable(kind, key),
  });

export const useRateTable = (kind: RateTableKind, key: string) =>
  useQuery(rateTableQueryOptions(kind, key));

/** POST /api/v1/admin/rate-tables/preview: problems and changes, nothing stored. */
export const previewRateTable = (input: RateTablePreviewInput) =>
  apiRequest<RateTablePreviewResponse>("/admin/rate-tables/preview", {
    method: "POST",
    body: JSON.stringify(input),
  });

export const usePreviewRateTable = () => useMutation({ mutationFn: previewRateTable });

/** POST /api/v1/admin/rate-tables: publish as the next version. */
export function usePublishRateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishRateTableInput) =>
      apiRequest<RateTableVersion>("/admin/rate-tables", {
        method: "POST",
        body: JSON.stringify(input),
      }),
    // Confirmed here rather than by the caller: the editor is rebuilt for the new version.
    onSuccess: async (version) => {
      notifySuccess(`Published version ${version.version} of ${version.key}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.rateTables }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]);
    },
  });
}
