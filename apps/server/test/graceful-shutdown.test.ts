import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDbKind } from "./support/test-database";

const MAIN = path.resolve(import.meta.dirname, "../src/main.ts");

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe.runIf(testDbKind() === "pglite")("the server process", () => {
  it("on SIGTERM ends open event streams, closes the database and exits 0", async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), "adt-shutdown-"));
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        HOST: "127.0.0.1",
      },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(200);

    const stream = await fetch(`${url}/api/v1/config/stream`);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error("no stream body");
    await reader.read(); // the first event arrived: the stream is open
    child.kill("SIGTERM");
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    expect(await exited).toBe(0);
  }, 60_000);

  it("a bad environment variable stops start-up with a message naming it", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: { ...process.env, PORT: "not-a-port" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
  }, 30_000);
});
