import type { PublicConfigResponse } from "@adviser-desk/contracts";
import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "../api";

export function getPublicConfig(): Promise<PublicConfigResponse> {
  return api(accountRoutes.getConfig);
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(accountRoutes.getConfig),
    queryFn: getPublicConfig,
    staleTime: 5 * 60_000,
  });
}

/** Route loaders prefetch the config, so screens read it without a loading state. */
export function usePublicConfig(): PublicConfigResponse {
  return useSuspenseQuery(publicConfigQueryOptions()).data;
}
