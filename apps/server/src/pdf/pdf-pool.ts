import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { AppError } from "#server/errors/app-error";
import { PdfCache, pdfCacheKey, serialiseJob } from "./pdf-cache";
import { LARGE_JOB_CHARACTERS, type PdfJob } from "./pdf-job";

export interface PdfRenderer {
  /** The PDF of a job: from the cache, shared with an identical job already running, or rendered. */
  render(job: PdfJob): Promise<Buffer>;
  /** Starts the small-job worker (renderer and fonts loaded) ahead of the first PDF; call once listening. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface PdfPoolOptions {
  /** Workers for any job; one more worker is always kept for small jobs (invoices, short reports). */
  generalWorkers?: number;
  /** Jobs of one company rendering at once. */
  perCompanyInFlight?: number;
  /** Jobs of one company running or waiting; one more is refused with 429. */
  perCompanyOutstanding?: number;
  /** Jobs waiting across all companies; one more is refused with 429. */
  queueLimit?: number;
  smallJobTimeoutMs?: number;
  largeJobTimeoutMs?: number;
  cacheBytes?: number;
  /** The worker's entry module; app.ts starts `src/pdf-worker.ts` unless a test gives the compiled one. */
  workerUrl?: URL;
}

/** Workers for any job: one per spare core, at least one, at most three. */
export const defaultGeneralWorkers = () => Math.min(3, Math.max(1, availableParallelism() - 1));

/** Seconds a refused client should wait before asking again. */
export const PDF_RETRY_AFTER_SECONDS = 10;

interface Task {
  job: PdfJob;
  owner: string;
  large: boolean;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Lane {
  smallOnly: boolean;
  worker: Worker | null;
  task: Task | null;
  taskId: number;
  /** Resolves `warm()` once the worker has loaded the renderer and fonts. */
  warmed?: () => void;
  timer: NodeJS.Timeout | undefined;
}

const WARM_ID = 0;

const busy = (message: string) =>
  new AppError(429, "reports/pdf-busy", message, undefined, undefined, PDF_RETRY_AFTER_SECONDS);

/**
 * Renders PDFs (reports and invoices) on worker threads, fairly: react-pdf's layout is synchronous
 * and a maximum-size home loan takes tens of seconds, so on the main thread it would stall every
 * request (ADR 013), and in one shared queue one company could stall everyone's PDFs (security
 * review §4). Here each company has at most `perCompanyInFlight` jobs rendering and
 * `perCompanyOutstanding` running or waiting (429 beyond), the next job is taken from the company
 * with the fewest running, one worker only ever takes small jobs, every job has a time limit
 * (its worker is replaced), and finished PDFs are cached by their content. Workers start on first
 * use, never on the start-up path.
 */
export function createPdfPool(options: PdfPoolOptions & { workerUrl: URL }): PdfRenderer {
  const perCompanyInFlight = options.perCompanyInFlight ?? 2;
  const perCompanyOutstanding = options.perCompanyOutstanding ?? 4;
  const queueLimit = options.queueLimit ?? 32;
  const smallTimeoutMs = options.smallJobTimeoutMs ?? 30_000;
  const largeTimeoutMs = options.largeJobTimeoutMs ?? 120_000;
  const cache = new PdfCache(options.cacheBytes ?? 64 * 1024 * 1024);
  const workerUrl = options.workerUrl;
  const lanes: Lane[] = [
    ...Array.from({ length: options.generalWorkers ?? defaultGeneralWorkers() }, () => false),
    true,
  ].map((smallOnly) => ({ smallOnly, worker: null, task: null, taskId: 0, timer: undefined }));
  const queue: Task[] = [];
  const running = new Map<string, number>();
  const outstanding = new Map<string, number>();
  const sharedJobs = new Map<string, Promise<Buffer>>();
  let nextId = 1;
  let closed = false;

  const count = (map: Map<string, number>, owner: string, delta: number) => {
    const n = (map.get(owner) ?? 0) + delta;
    if (n <= 0) map.delete(owner);
    else map.set(owner, n);
  };

  function startWorker(lane: Lane): Worker {
    const worker = new Worker(workerUrl);
    lane.worker = worker;
    worker.on("message", (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      if (message.id === WARM_ID) {
        lane.warmed?.();
        return;
      }
      if (lane.worker !== worker || !lane.task || message.id !== lane.taskId) return;
      if (message.pdf) {
        const { buffer, byteOffset, byteLength } = message.pdf;
        finish(lane, Buffer.from(buffer, byteOffset, byteLength));
      } else finish(lane, new Error(`PDF rendering failed: ${message.error ?? "unknown"}`));
    });
    const lost = (error: Error) => {
      if (lane.worker !== worker) return;
      lane.worker = null;
      lane.warmed?.();
      if (lane.task) finish(lane, error);
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`PDF worker stopped (exit code ${code})`)));
    worker.unref();
    return worker;
  }

  function finish(lane: Lane, result: Buffer | Error) {
    const task = lane.task;
    if (!task) return;
    clearTimeout(lane.timer);
    lane.task = null;
    count(running, task.owner, -1);
    count(outstanding, task.owner, -1);
    if (result instanceof Error) task.reject(result);
    else task.resolve(result);
    pump();
  }

  function run(lane: Lane, task: Task) {
    const worker = lane.worker ?? startWorker(lane);
    const id = nextId++;
    lane.task = task;
    lane.taskId = id;
    count(running, task.owner, 1);
    const limitMs = task.large ? largeTimeoutMs : smallTimeoutMs;
    lane.timer = setTimeout(() => {
      // Layout is synchronous inside the worker: the only way to stop it is to end the worker.
      lane.worker = null;
      void worker.terminate();
      finish(
        lane,
        new AppError(
          503,
          "reports/pdf-timeout",
          `This PDF took longer than ${Math.round(limitMs / 1000)} seconds to make. Try again later, or download the spreadsheet instead.`,
        ),
      );
    }, limitMs);
    lane.timer.unref();
    worker.postMessage({ id, job: task.job });
  }

  /** Gives each idle worker the waiting job of the company with the fewest jobs rendering. */
  function pump() {
    if (closed) return;
    for (const lane of lanes) {
      if (lane.task) continue;
      let best = -1;
      for (let i = 0; i < queue.length; i++) {
        const task = queue[i] as Task;
        if (lane.smallOnly && task.large) continue;
        const load = running.get(task.owner) ?? 0;
        if (load >= perCompanyInFlight) continue;
        if (best < 0 || load < (running.get((queue[best] as Task).owner) ?? 0)) best = i;
      }
      if (best >= 0) run(lane, queue.splice(best, 1)[0] as Task);
    }
  }

  function enqueue(job: PdfJob, serialised: string): Promise<Buffer> {
    const owner = job.companyId;
    if ((outstanding.get(owner) ?? 0) >= perCompanyOutstanding) {
      throw busy(
        `Your company already has ${perCompanyOutstanding} PDFs being made. Wait for them, then try again.`,
      );
    }
    if (queue.length >= queueLimit) {
      throw busy("Many PDFs are being made right now. Please try again in a few seconds.");
    }
    count(outstanding, owner, 1);
    return new Promise<Buffer>((resolve, reject) => {
      const large = job.large === true || serialised.length > LARGE_JOB_CHARACTERS;
      queue.push({ job, owner, large, resolve, reject });
      pump();
    });
  }

  return {
    async render(job) {
      if (closed) throw new AppError(503, "server/unavailable", "The server is shutting down.");
      const serialised = serialiseJob(job);
      const key = pdfCacheKey(job, serialised);
      const cached = cache.get(key);
      if (cached) return cached;
      let shared = sharedJobs.get(key);
      if (!shared) {
        shared = enqueue(job, serialised);
        sharedJobs.set(key, shared);
        shared
          .then((pdf) => cache.set(key, pdf))
          .catch(() => {})
          .finally(() => sharedJobs.delete(key));
      }
      return shared;
    },
    warm() {
      const small = lanes.find((lane) => lane.smallOnly);
      if (!small || small.worker || closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        small.warmed = () => {
          small.warmed = undefined;
          resolve();
        };
        startWorker(small).postMessage({ id: WARM_ID, warm: true });
      });
    },
    async close() {
      closed = true;
      const stopping = new AppError(503, "server/unavailable", "The server is shutting down.");
      for (const task of queue.splice(0)) task.reject(stopping);
      for (const lane of lanes) finish(lane, stopping);
      await Promise.all(lanes.map((lane) => lane.worker?.terminate()));
      for (const lane of lanes) lane.worker = null;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The PDF worker pool (main.ts warms it once the server listens). */
    pdf: PdfRenderer;
  }
}
