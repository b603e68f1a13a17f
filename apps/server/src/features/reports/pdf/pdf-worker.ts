import { parentPort } from "node:worker_threads";
import type { ReportResponse } from "@adviser-desk/contracts";
import { renderReportPdf } from "./render-pdf";
import type { PdfLogo } from "./report-document";

interface Job {
  id: number;
  report: ReportResponse;
  logo: PdfLogo | null;
}

parentPort?.on("message", async (job: Job) => {
  try {
    const logo = job.logo ? { ...job.logo, data: Buffer.from(job.logo.data) } : null;
    const pdf = await renderReportPdf(job.report, logo);
    const bytes = new Uint8Array(pdf);
    parentPort?.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({
      id: job.id,
      error: error instanceof Error ? error.stack : String(error),
    });
  }
});
