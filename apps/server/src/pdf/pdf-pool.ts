import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PdfJob } from "./pdf-job";

interface Pending {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface PdfRenderer {
  render(job: PdfJob): Promise<Buffer>;
  close(): Promise<void>;
}

/** One worker per spare core (at least one, at most four). */
export const defaultPdfPoolSize = () => Math.min(4, Math.max(1, availableParallelism() - 1));

/**
 * Renders PDFs (reports and invoices) on worker threads: react-pdf's layout is synchronous and
 * takes hundreds of milliseconds for a long report, which on the main thread would stall every other request
 * (ADR 013). Workers start on the first PDF and are reused; a crashed worker fails its jobs
 * and is replaced on the next request.
 */
export function createPdfPool(size = defaultPdfPoolSize()): PdfRenderer {
  const slots: (Slot | null)[] = Array.from({ length: size }, () => null);
  let nextId = 1;

  function start(index: number): Slot {
    const worker = new Worker(new URL("./pdf-worker-bootstrap.mjs", import.meta.url));
    const slot: Slot = { worker, pending: new Map() };
    worker.on("message", (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = slot.pending.get(message.id);
      if (!job) return;
      slot.pending.delete(message.id);
      if (message.pdf)
        job.resolve(
          Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength),
        );
      else job.reject(new Error(`PDF rendering failed: ${message.error ?? "unknown"}`));
    });
    const fail = (error: Error) => {
      for (const job of slot.pending.values()) job.reject(error);
      slot.pending.clear();
      if (slots[index] === slot) slots[index] = null;
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`PDF worker stopped (exit code ${code})`)));
    worker.unref();
    slots[index] = slot;
    return slot;
  }

  /** The worker with the fewest jobs waiting. */
  function pick(): Slot {
    let best = -1;
    for (let i = 0; i < slots.length; i++) {
      const load = slots[i]?.pending.size ?? -1;
      const bestLoad = best < 0 ? Number.POSITIVE_INFINITY : (slots[best]?.pending.size ?? -1);
      if (load < bestLoad) best = i;
    }
    return slots[best] ?? start(best);
  }

  return {
    render(job) {
      const slot = pick();
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, job });
      });
    },
    async close() {
      await Promise.all(slots.map((slot) => slot?.worker.terminate()));
      slots.fill(null);
    },
  };
}
