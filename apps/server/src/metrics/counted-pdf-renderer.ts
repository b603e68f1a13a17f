import type { PdfRenderer } from "../pdf/pdf-pool";

/**
 * The PDF pool, counting the PDFs asked for and not finished (the metrics' queue depth) without
 * reaching into the pool.
 */
export function countedPdfRenderer(pdf: PdfRenderer): PdfRenderer & { inFlight(): number } {
  let inFlight = 0;
  return {
    async render(job) {
      inFlight++;
      try {
        return await pdf.render(job);
      } finally {
        inFlight--;
      }
    },
    close: () => pdf.close(),
    inFlight: () => inFlight,
  };
}
