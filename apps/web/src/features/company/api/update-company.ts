import type { CompanyPatch, CompanyResponse } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companyQueryKey } from "@/lib/api/get-company";
import { apiRequest } from "@/lib/api-client";
import { HttpError } from "@/lib/http-error";
import { notifyError, notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";

/** PATCH /api/v1/company; with `version`, a write based on a stale read is refused (409). */
export function updateCompany(patch: CompanyPatch) {
  return apiRequest<CompanyResponse>("/company", { method: "PATCH", body: JSON.stringify(patch) });
}

export const isCompanyVersionConflict = (error: unknown) =>
  error instanceof HttpError && error.code === "company/version-conflict";

/** A version conflict is explained on the form itself; every other failure gets the red toast. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
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
