/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReportResponse } from "@adviser-desk/contracts";
import { renderToBuffer } from "@react-pdf/renderer";
import { registerPdfFonts } from "../../../pdf/pdf-fonts";
import { pdfSafe } from "../../../pdf/pdf-text";
import { type PdfLogo, ReportDocument } from "./report-document";

/** Renders a report to PDF bytes (CPU-bound: runs in the PDF worker pool, see src/pdf/pdf-pool.ts). */
export async function renderReportPdf(report: ReportResponse, logo: PdfLogo | null) {
  registerPdfFonts();
  return renderToBuffer(<ReportDocument report={pdfSafe(report)} logo={logo} />);
}
