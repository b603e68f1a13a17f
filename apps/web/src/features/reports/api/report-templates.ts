import {
  DOCX_MEDIA_TYPE,
  type RecordKind,
  type ReportTemplateInfo,
  type ReportTemplateList,
} from "@adviser-desk/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { API_BASE, apiRequest } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";

const TEMPLATES = "/admin/report-templates";
export const reportTemplatesQueryKey = ["admin", "report-templates"] as const;

/** GET /admin/report-templates: each kind's template (built-in or uploaded, by whom, when). */
export const reportTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: reportTemplatesQueryKey,
    queryFn: () => apiRequest<ReportTemplateList>(TEMPLATES),
  });

export const useReportTemplates = () => useQuery(reportTemplatesQueryOptions());

/** The address that downloads the template in use for a kind. */
export const templateDownloadUrl = (kind: RecordKind) => `${API_BASE}${TEMPLATES}/${kind}`;

/** PUT /admin/report-templates/:kind with the .docx itself as the body. */
export function uploadReportTemplate({ kind, file }: { kind: RecordKind; file: File }) {
  return apiRequest<ReportTemplateInfo>(`${TEMPLATES}/${kind}`, {
    method: "PUT",
    headers: { "Content-Type": DOCX_MEDIA_TYPE, "X-File-Name": encodeURIComponent(file.name) },
    body: file,
  });
}

export function useUploadReportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReportTemplate,
    onSuccess: async () => {
      notifySuccess("Template saved");
      await queryClient.invalidateQueries({ queryKey: reportTemplatesQueryKey });
    },
  });
}

/** DELETE /admin/report-templates/:kind: back to the built-in template. */
export function resetReportTemplate(kind: RecordKind) {
  return apiRequest<void>(`${TEMPLATES}/${kind}`, { method: "DELETE" });
}

export function useResetReportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetReportTemplate,
    onSuccess: async () => {
      notifySuccess("Built-in template restored");
      await queryClient.invalidateQueries({ queryKey: reportTemplatesQueryKey });
    },
  });
}
