import type { CompanyResponse } from "@adviser-desk/contracts";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { queryKeyOf, queryOf } from "../api";

/** The key every screen reads and writes the company profile under. */
export const companyQueryKey = queryKeyOf(practiceRoutes.getCompany);

/** GET /api/v1/company: the signed-in user's company profile (404 before it is created). */
export const companyQueryOptions = () => queryOptions(queryOf(practiceRoutes.getCompany));

/** The route loader prefetches it, so the screen reads it without a loading state. */
export function useCompany(): CompanyResponse {
  return useSuspenseQuery(companyQueryOptions()).data;
}
