import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { compileServer } from "../../compile-server.mjs";
import type {} from "./compiled-server";

async function compileIntoNewFolder(): Promise<string> {
  // Inside the workspace: the compiled server imports the packages it leaves external (pg, pino,
  // the PDF renderer…) from node_modules, found by walking up from its own folder.
  const cache = path.resolve(import.meta.dirname, "../../node_modules/.cache");
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, "compiled-server-"));
  await compileServer(dir);
  return dir;
}

/** One compile for both server projects: their global setups run in the one main process. */
const shared = globalThis as { compiledServer?: { dir: Promise<string>; users: number } };

/**
 * Global setup of both server projects: the server compiled once per run, as `npm start` runs it.
 * The test apps' PDF workers start from it (a worker loading the TypeScript through tsx spent
 * about 0.9 s more CPU, at each of the ~40 worker starts a run makes), and so do the processes
 * of the shutdown tests.
 */
export default async function setup(project: TestProject) {
  shared.compiledServer ??= { dir: compileIntoNewFolder(), users: 0 };
  const compiled = shared.compiledServer;
  compiled.users++;
  const dir = await compiled.dir;
  project.provide("compiledServer", dir);
  return async () => {
    if (--compiled.users > 0) return;
    shared.compiledServer = undefined;
    await rm(dir, { recursive: true, force: true });
  };
}
