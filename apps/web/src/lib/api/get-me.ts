import type { MeResponse } from "@adviser-desk/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { HttpError } from "../http-error";
import { forgetSignOutReason, rememberSignOutReason } from "../sign-out-reason";

export const meQueryKey = ["me"] as const;

/**
 * The signed-in user, or null when signed out (the API answers 401); a 401 that says why (the
 * account was disabled) is remembered for /login to tell.
 */
export async function getMe(): Promise<MeResponse | null> {
  try {
    const me = await apiRequest<MeResponse>("/me");
    forgetSignOutReason();
    return me;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      rememberSignOutReason(error);
      return null;
    }
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
