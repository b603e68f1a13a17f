import type { CompanyResponse } from "@adviser-desk/contracts";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { companyQueryKey } from "@/lib/api/get-company";
import { notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";

/**
 * PUT /api/v1/company/logo with the file itself as the body. The server checks the content (not
 * the name or its type), refuses SVG, and stores a re-encoded PNG.
 */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api(practiceRoutes.uploadCompanyLogo, { body: file }),
    onSuccess: async ({ accountImage }) => {
      queryClient.setQueryData<CompanyResponse>(companyQueryKey, (company) =>
        company ? { ...company, accountImage } : company,
      );
      notifySuccess("Logo saved");
      await invalidateSession(queryClient);
    },
  });
}
