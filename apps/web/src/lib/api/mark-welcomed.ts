import type { MeResponse } from "@adviser-desk/contracts";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { companyQueryKey } from "./get-company";
import { meQueryKey } from "./get-me";

/** PATCH /api/v1/company { welcomed: true }: the overview has been seen (spec §4 "Welcomed"). */
export function useMarkWelcomed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(practiceRoutes.updateCompany, { body: { welcomed: true } }),
    onSuccess: (company) => {
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, company } : me,
      );
      queryClient.setQueryData(companyQueryKey, company);
    },
  });
}
