import type { MeResponse } from "@adviser-desk/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { HttpError } from "../http-error";

export const meQueryKey = ["me"] as const;

/** The signed-in user, or null when signed out (the API answers 401). */
export async function getMe(): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>("/me");
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
