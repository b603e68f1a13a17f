import { parentPort } from "node:worker_threads";
import { renderPackPdf } from "../features/advice-packs/render-pack-pdf";
import { renderInvoicePdf } from "../features/billing/invoices/invoice-pdf";
import { renderReportPdf } from "../features/reports/pdf/render-pdf";
import { preparePdfFonts } from "./pdf-fonts";
import type { PdfJob } from "./pdf-job";

function render(job: PdfJob): Promise<Buffer> {
  if (job.kind === "invoice") return renderInvoicePdf(job.invoice);
  // Structured cloning hands the logo over as a Uint8Array.
  const logo = job.logo ? { ...job.logo, data: Buffer.from(job.logo.data) } : null;
  return job.kind === "pack" ? renderPackPdf(job.pack, logo) : renderReportPdf(job.report, logo);
}

type Message = { id: number; job: PdfJob } | { id: number; warm: true };

parentPort?.on("message", async (message: Message) => {
  if ("warm" in message) {
    // The renderer is loaded with this module; unpacking the fonts now keeps that off the first PDF.
    await preparePdfFonts();
    parentPort?.postMessage({ id: message.id, warmed: true });
    return;
  }
  const { id, job } = message;
  try {
    const bytes = new Uint8Array(await render(job));
    parentPort?.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
