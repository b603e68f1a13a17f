import type { CompanyResponse } from "@adviser-desk/contracts";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { companyQueryKey } from "@/lib/api/get-company";
import { notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";

/** DELETE /api/v1/company/logo. */
export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(practiceRoutes.deleteCompanyLogo),
    onSuccess: async () => {
      queryClient.setQueryData<CompanyResponse>(companyQueryKey, (company) =>
        company ? { ...company, accountImage: null } : company,
      );
      notifySuccess("Logo removed");
      await invalidateSession(queryClient);
    },
  });
}
