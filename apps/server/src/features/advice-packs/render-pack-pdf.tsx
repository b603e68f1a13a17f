/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { renderToBuffer } from "@react-pdf/renderer";
import type { PdfLogo } from "#server/documents/pdf/report-document";
import { preparePdfFonts } from "#server/pdf/pdf-fonts";
import type { PdfJob, PdfKind } from "#server/pdf/pdf-job";
import { pdfSafe } from "#server/pdf/pdf-text";
import type { AdvicePackModel } from "./advice-pack-model";
import { PackDocument, type SectionStarts } from "./pack-document";

/**
 * Renders a pack to PDF bytes (CPU-bound: on the PDF worker pool). Twice: the contents page
 * lists the page each section starts on, which react-pdf only knows once it has laid the pages
 * out. The contents are one page whatever the numbers, so the second layout puts every section
 * on the same page as the first, and the numbers it prints are the ones it lays out.
 */
export async function renderPackPdf(pack: AdvicePackModel, logo: PdfLogo | null) {
  await preparePdfFonts();
  const safe = pdfSafe(pack);
  const first: SectionStarts = new Map();
  await renderToBuffer(<PackDocument pack={safe} logo={logo} printed={new Map()} seen={first} />);
  const second: SectionStarts = new Map();
  const bytes = await renderToBuffer(
    <PackDocument pack={safe} logo={logo} printed={first} seen={second} />,
  );
  for (const [key, page] of first) {
    if (second.get(key) !== page) throw new Error(`pack section ${key} moved between layouts`);
  }
  return bytes;
}

export interface PackPdfJob extends PdfJob {
  kind: "pack";
  pack: AdvicePackModel;
  logo: PdfLogo | null;
}

/** A record-of-advice pack, as the PDF worker renders it (registered in src/pdf-worker.ts). */
export const packPdfKind: PdfKind<PackPdfJob> = {
  kind: "pack",
  render: (job) => renderPackPdf(job.pack, job.logo),
};
