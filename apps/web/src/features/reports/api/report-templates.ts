import { DOCX_MEDIA_TYPE, type RecordKind } from "@adviser-desk/contracts";
import { reportRoutes } from "@adviser-desk/contracts/endpoints/report-routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf, queryOf, urlOf } from "@/lib/api";
import { notifySuccess } from "@/lib/notify";

/** GET /admin/report-templates: each kind's template (built-in or uploaded, by whom, when). */
export const useReportTemplates = () => useQuery(queryOf(reportRoutes.listReportTemplates));

/** The address that downloads the template in use for a kind. */
export const templateDownloadUrl = (kind: RecordKind) =>
  urlOf(reportRoutes.downloadReportTemplate, { params: { kind } });

/**
 * PUT /admin/report-templates/:kind with the .docx itself as the body, typed as a .docx whatever
 * the browser guessed; `api()` names it in X-File-Name.
 */
function uploadReportTemplate({ kind, file }: { kind: RecordKind; file: File }) {
  const docx = new File([file], file.name, { type: DOCX_MEDIA_TYPE });
  return api(reportRoutes.uploadReportTemplate, { params: { kind }, body: docx });
}

/** After a change, the list is read again. */
function useTemplateChange<A>(change: (args: A) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      notifySuccess(done);
      await queryClient.invalidateQueries({
        queryKey: queryKeyOf(reportRoutes.listReportTemplates),
      });
    },
  });
}

export const useUploadReportTemplate = () =>
  useTemplateChange(uploadReportTemplate, "Template saved");

/** DELETE /admin/report-templates/:kind: back to the built-in template. */
export const useResetReportTemplate = () =>
  useTemplateChange(
    (kind: RecordKind) => api(reportRoutes.resetReportTemplate, { params: { kind } }),
    "Built-in template restored",
  );
