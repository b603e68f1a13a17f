import { createHash } from "node:crypto";
import type { PdfJob } from "./pdf-job";

/**
 * A PDF is a pure function of its job: the report content (record and its version, figures from
 * the rate tables in force, template text, company branding and logo) or the invoice row. The
 * hash of all of it is the cache key, so a changed record, table, template or logo is a new key
 * and a stale PDF can never be served.
 */
export function pdfCacheKey(job: PdfJob, serialised: string): string {
  const hash = createHash("sha256").update(serialised);
  if (job.logo) hash.update(job.logo.data);
  return hash.digest("base64url");
}

/** The job as JSON, logo bytes left out (they are hashed as bytes, see `pdfCacheKey`). */
export const serialiseJob = (job: PdfJob) =>
  JSON.stringify(
    job.logo ? { ...job, logo: { width: job.logo.width, height: job.logo.height } } : job,
  );

/** Rendered PDFs, least recently used dropped first once their bytes pass `maxBytes`. */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const pdf = this.entries.get(key);
    if (!pdf) return undefined;
    this.entries.delete(key);
    this.entries.set(key, pdf);
    return pdf;
  }

  set(key: string, pdf: Buffer) {
    if (pdf.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.byteLength;
    this.entries.delete(key);
    this.entries.set(key, pdf);
    this.bytes += pdf.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }
}
