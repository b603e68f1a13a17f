import type { CurrentRateTables } from "@adviser-desk/contracts";
import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryOf } from "../api";

/**
 * GET /rate-tables: the newest stored version of every table — the ones the server saves results
 * with, an administrator's correction included. Record routes load it before their first frame.
 */
export const currentRateTablesQueryOptions = queryOptions({
  ...queryOf(accountRoutes.currentRateTables),
  staleTime: 60_000,
});

export function useCurrentRateTables(): CurrentRateTables | undefined {
  return useQuery(currentRateTablesQueryOptions).data;
}
