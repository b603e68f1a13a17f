/**
 * A job for the PDF workers. Each feature that makes PDFs extends this shape with what its
 * renderer reads and registers a `PdfKind` for it with the worker (`src/pdf-worker.ts`), so this
 * layer queues, caches and renders jobs without knowing any feature's (ADR 047).
 */
export interface PdfJob {
  /** Names the registered `PdfKind` that renders the job. */
  kind: string;
  /** The company the job is rendered for: the unit of fairness (in-flight cap, queue share). */
  companyId: string;
  /** A picture printed on it (the company logo): its bytes are hashed, not serialised (pdf-cache.ts). */
  logo?: PdfImage | null;
  /**
   * Large whatever its size: a document laid out more than once (a record of advice with its
   * contents' page numbers) gets the large jobs' lanes and time limit, as a long schedule does.
   */
  large?: boolean;
}

export interface PdfImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** How jobs of one kind become PDF bytes, in the worker thread. */
export interface PdfKind<Job extends PdfJob> {
  kind: Job["kind"];
  render(job: Job): Promise<Buffer>;
}

/**
 * A report whose content runs past this many characters of JSON (a long monthly schedule) is a
 * large job: it may take seconds to lay out, so it never runs on the lane kept for small jobs.
 */
export const LARGE_JOB_CHARACTERS = 40_000;
