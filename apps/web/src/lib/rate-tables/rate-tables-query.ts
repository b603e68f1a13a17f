import type { CurrentRateTables } from "@adviser-desk/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/**
 * GET /rate-tables: the newest stored version of every table — the ones the server saves results
 * with, an administrator's correction included. Record routes load it before their first frame.
 */
export const currentRateTablesQueryOptions = queryOptions({
  queryKey: ["rate-tables", "current"] as const,
  queryFn: () => apiRequest<CurrentRateTables>("/rate-tables"),
  staleTime: 60_000,
});

export function useCurrentRateTables(): CurrentRateTables | undefined {
  return useQuery(currentRateTablesQueryOptions).data;
}
