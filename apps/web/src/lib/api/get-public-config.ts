import type { PublicConfigResponse } from "@adviser-desk/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

export function getPublicConfig(): Promise<PublicConfigResponse> {
  return apiRequest<PublicConfigResponse>("/config");
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ["config"],
    queryFn: getPublicConfig,
    staleTime: 5 * 60_000,
  });
}

/** Route loaders prefetch the config, so screens read it without a loading state. */
export function usePublicConfig(): PublicConfigResponse {
  return useSuspenseQuery(publicConfigQueryOptions()).data;
}
