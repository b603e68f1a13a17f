import type { CompanyPatch } from "@adviser-desk/contracts";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { companyQueryKey } from "@/lib/api/get-company";
import { HttpError } from "@/lib/http-error";
import { notifyError, notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";

export const isCompanyVersionConflict = (error: unknown) =>
  error instanceof HttpError && error.code === "company/version-conflict";

/**
 * PATCH /api/v1/company; with `version`, a write based on a stale read is refused (409). A version
 * conflict is explained on the form itself; every other failure gets the red toast.
 */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CompanyPatch) => api(practiceRoutes.updateCompany, { body: patch }),
    meta: { silent: true },
    onError: (error) => {
      if (!isCompanyVersionConflict(error)) notifyError(error);
    },
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey, company);
      notifySuccess("Company details saved");
      // The header shows the contact person's name and initials.
      await invalidateSession(queryClient);
    },
  });
}
