import type { CompanyPatch, CompanyResponse, MeResponse } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { companyQueryKey } from "./get-company";
import { meQueryKey } from "./get-me";

/** PATCH /api/v1/company { welcomed: true }: the overview has been seen (spec §4 "Welcomed"). */
export function markWelcomed(): Promise<CompanyResponse> {
  const patch: CompanyPatch = { welcomed: true };
  return apiRequest<CompanyResponse>("/company", { method: "PATCH", body: JSON.stringify(patch) });
}

export function useMarkWelcomed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWelcomed,
    onSuccess: (company) => {
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, company } : me,
      );
      queryClient.setQueryData(companyQueryKey, company);
    },
  });
}
