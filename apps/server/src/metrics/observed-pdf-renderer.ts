import type { FastifyBaseLogger } from "fastify";
import type { PdfJob } from "#server/pdf/pdf-job";
import type { PdfRenderer } from "#server/pdf/pdf-pool";

export interface ObservedPdfRenderer extends PdfRenderer {
  /** Renders `job`; with the request's logger, logs the outcome under the request's id. */
  render(job: PdfJob, log?: FastifyBaseLogger): Promise<Buffer>;
  /** PDFs asked for and not finished (waiting for a worker or rendering): the queue depth. */
  inFlight(): number;
}

/**
 * The PDF pool seen from outside: it counts the PDFs in flight for the metrics and logs each
 * job (kind, PDFs ahead of it, time, size or error) with the id of the request that asked for it,
 * without reaching into the pool.
 */
export function observedPdfRenderer(pdf: PdfRenderer): ObservedPdfRenderer {
  let inFlight = 0;
  return {
    async render(job, log) {
      const ahead = inFlight++;
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      try {
        const bytes = await pdf.render(job);
        log?.info({ pdf: job.kind, ahead, ms: ms(), bytes: bytes.length }, "pdf rendered");
        return bytes;
      } catch (error) {
        log?.error({ pdf: job.kind, ahead, ms: ms(), err: error }, "pdf failed");
        throw error;
      } finally {
        inFlight--;
      }
    },
    warm: () => pdf.warm(),
    close: () => pdf.close(),
    inFlight: () => inFlight,
  };
}
