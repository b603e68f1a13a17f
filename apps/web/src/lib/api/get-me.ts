import type { MeResponse } from "@adviser-desk/contracts";
import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "../api";
import { HttpError } from "../http-error";
import { forgetSignOutReason, rememberSignOutReason } from "../sign-out-reason";

export const meQueryKey = queryKeyOf(accountRoutes.getMe);

/**
 * The signed-in user, or null when signed out (the API answers 401); a 401 that says why (the
 * account was disabled) is remembered for /login to tell.
 */
export async function getMe(): Promise<MeResponse | null> {
  try {
    const me = await api(accountRoutes.getMe);
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
