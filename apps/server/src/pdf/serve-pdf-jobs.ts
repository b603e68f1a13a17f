import { parentPort } from "node:worker_threads";
import { preparePdfFonts } from "./pdf-fonts";
import type { PdfJob, PdfKind } from "./pdf-job";

type Message = { id: number; job: PdfJob } | { id: number; warm: true };

/**
 * The PDF worker thread's loop: renders each job the pool posts with the kind registered for it.
 * The worker's entry (`src/pdf-worker.ts`) calls it once with every feature's kinds.
 */
export function servePdfJobs(kinds: readonly PdfKind<PdfJob>[]) {
  const kindOf = new Map(kinds.map((k) => [k.kind, k]));

  async function render(job: PdfJob): Promise<Buffer> {
    const kind = kindOf.get(job.kind);
    if (!kind) throw new Error(`no PDF kind "${job.kind}" is registered with the worker`);
    // Structured cloning hands the logo over as a Uint8Array.
    return kind.render(
      job.logo ? { ...job, logo: { ...job.logo, data: Buffer.from(job.logo.data) } } : job,
    );
  }

  parentPort?.on("message", async (message: Message) => {
    if ("warm" in message) {
      // The renderers are loaded with the entry; unpacking the fonts now keeps that off the first PDF.
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
}
