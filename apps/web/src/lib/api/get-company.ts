import type { CompanyResponse } from "@adviser-desk/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

export const companyQueryKey = ["company"] as const;

/** GET /api/v1/company: the signed-in user's company profile (404 before it is created). */
export function getCompany(): Promise<CompanyResponse> {
  return apiRequest<CompanyResponse>("/company");
}

export function companyQueryOptions() {
  return queryOptions({ queryKey: companyQueryKey, queryFn: getCompany });
}

/** The route loader prefetches it, so the screen reads it without a loading state. */
export function useCompany(): CompanyResponse {
  return useSuspenseQuery(companyQueryOptions()).data;
}
