import type { CompanyResponse, CompanyValues } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { companyQueryKey } from "@/lib/api/get-company";
import { apiRequest } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";
import { SUBSCRIPTIONS } from "@/lib/paths";
import { invalidateSession } from "@/lib/session";

/** POST /api/v1/company: the signed-in user's one company (409 when it exists). */
export function createCompany(values: CompanyValues) {
  return apiRequest<CompanyResponse>("/company", { method: "POST", body: JSON.stringify(values) });
}

/** Creates the company, re-reads the claims and moves on to /subscriptions (spec §4). */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey, company);
      await invalidateSession(queryClient);
      notifySuccess(`${company.accountName} is set up`);
      await navigate(SUBSCRIPTIONS, { replace: true });
    },
  });
}
