/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReportResponse } from "@adviser-desk/contracts";
import { renderToBuffer } from "@react-pdf/renderer";
import { preparePdfFonts } from "#server/pdf/pdf-fonts";
import type { PdfJob, PdfKind } from "#server/pdf/pdf-job";
import { pdfSafe } from "#server/pdf/pdf-text";
import { type PdfLogo, ReportDocument, type ReportPageSize } from "./report-document";

/** Renders a report to PDF bytes (CPU-bound: runs in the PDF worker pool, see src/pdf/pdf-pool.ts). */
export async function renderReportPdf(
  report: ReportResponse,
  logo: PdfLogo | null,
  pageSize: ReportPageSize = "A4",
) {
  await preparePdfFonts();
  return renderToBuffer(
    <ReportDocument report={pdfSafe(report)} logo={logo} pageSize={pageSize} />,
  );
}

export interface ReportPdfJob extends PdfJob {
  kind: "report";
  report: ReportResponse;
  logo: PdfLogo | null;
}

/** A client report, as the PDF worker renders it (registered in src/pdf-worker.ts). */
export const reportPdfKind: PdfKind<ReportPdfJob> = {
  kind: "report",
  render: (job) => renderReportPdf(job.report, job.logo),
};
