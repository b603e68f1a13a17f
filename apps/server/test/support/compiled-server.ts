import path from "node:path";
import { pathToFileURL } from "node:url";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server compiled as `npm run build` compiles it, in a folder of this run's own. */
    compiledServer: string;
  }
}

/** A file of the server compiled by global setup (compiled-server-setup.ts). */
export const compiledServerFile = (name: "main.js" | "pdf-worker.js") =>
  path.join(inject("compiledServer"), name);

/** The compiled PDF worker, for the test apps' PDF pools; outside vitest (the benches) none. */
export const compiledPdfWorker = (): URL | undefined =>
  process.env.VITEST ? pathToFileURL(compiledServerFile("pdf-worker.js")) : undefined;
