import type { CompanyResponse } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companyQueryKey } from "@/lib/api/get-company";
import { apiRequest } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";

interface LogoResponse {
  accountImage: string;
  width: number;
  height: number;
}

/**
 * PUT /api/v1/company/logo with the file itself as the body. The server checks the content (not
 * the name or this type), refuses SVG, and stores a re-encoded PNG.
 */
export function uploadLogo(file: File) {
  return apiRequest<LogoResponse>("/company/logo", {
    method: "PUT",
    // Spec §5: an upload's content type defaults to generic binary.
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: async ({ accountImage }) => {
      queryClient.setQueryData<CompanyResponse>(companyQueryKey, (company) =>
        company ? { ...company, accountImage } : company,
      );
      notifySuccess("Logo saved");
      await invalidateSession(queryClient);
    },
  });
}
