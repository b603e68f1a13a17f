/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReportResponse } from "@adviser-desk/contracts";
import { renderToBuffer } from "@react-pdf/renderer";
import { preparePdfFonts } from "../../../pdf/pdf-fonts";
import { pdfSafe } from "../../../pdf/pdf-text";
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
