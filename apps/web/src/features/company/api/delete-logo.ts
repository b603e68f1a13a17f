import type { CompanyResponse } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companyQueryKey } from "@/lib/api/get-company";
import { apiRequest } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";

/** DELETE /api/v1/company/logo. */
export function deleteLogo() {
  return apiRequest<void>("/company/logo", { method: "DELETE" });
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: async () => {
      queryClient.setQueryData<CompanyResponse>(companyQueryKey, (company) =>
        company ? { ...company, accountImage: null } : company,
      );
      notifySuccess("Logo removed");
      await invalidateSession(queryClient);
    },
  });
}
