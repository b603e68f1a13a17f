import type { CompanyValues } from "@adviser-desk/contracts";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "@/lib/api";
import { companyQueryKey } from "@/lib/api/get-company";
import { notifySuccess } from "@/lib/notify";
import { SUBSCRIPTIONS } from "@/lib/paths";
import { invalidateSession } from "@/lib/session";

/**
 * POST /api/v1/company: the signed-in user's one company (409 when it exists). Then re-reads the
 * claims and moves on to /subscriptions (spec §4).
 */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: CompanyValues) => api(practiceRoutes.createCompany, { body: values }),
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey, company);
      await invalidateSession(queryClient);
      notifySuccess(`${company.accountName} is set up`);
      await navigate(SUBSCRIPTIONS, { replace: true });
    },
  });
}
