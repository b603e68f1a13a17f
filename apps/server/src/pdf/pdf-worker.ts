import { parentPort } from "node:worker_threads";
import { renderInvoicePdf } from "../features/billing/invoices/invoice-pdf";
import { renderReportPdf } from "../features/reports/pdf/render-pdf";
import type { PdfJob } from "./pdf-job";

function render(job: PdfJob): Promise<Buffer> {
  if (job.kind === "invoice") return renderInvoicePdf(job.invoice);
  // Structured cloning hands the logo over as a Uint8Array.
  const logo = job.logo ? { ...job.logo, data: Buffer.from(job.logo.data) } : null;
  return renderReportPdf(job.report, logo);
}

parentPort?.on("message", async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    const bytes = new Uint8Array(await render(job));
    parentPort?.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
