import { execFileSync, spawn } from "node:child_process";
import { closeSync, constants, openSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { connect, createServer } from "node:net";
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
        timeout: 90_000,
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
  }, 180_000);

  it("on SIGTERM under load, with its log pipe never read, finishes the request in flight and exits in bounded time", async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), "adt-shutdown-"));
    // stdout and stderr are a pipe nobody reads (a FIFO whose reading end is held open, never
    // read): once 64 KiB of log lines wait in it, a write blocks or fails with EAGAIN (security
    // review §10: a server closed its port on SIGTERM and then hung in a futex wait this way).
    const fifo = path.join(dataDir, "log-pipe");
    execFileSync("mkfifo", [fifo]);
    const unreadEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const logPipe = openSync(fifo, "w");
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", logPipe, logPipe],
    });
    closeSync(logPipe);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, {
        timeout: 90_000,
        interval: 100,
      })
      .toBe(200);

    let loading = true;
    const load = (async () => {
      while (loading) {
        await Promise.all(
          Array.from({ length: 20 }, () =>
            fetch(`${url}/healthz`)
              .then((r) => r.text())
              .catch(() => null),
          ),
        );
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // well past 64 KiB of log lines

    // A request in flight: headers and half of its body sent, the rest after the SIGTERM.
    const body = JSON.stringify({ email: "nobody@example.co.za", password: "not-the-password" });
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const answered = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${url}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = performance.now();
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer).not.toMatch(/^HTTP\/1\.1 5\d\d /);

    const code = await Promise.race([
      exited,
      new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 25_000)),
    ]);
    loading = false;
    await load;
    if (code === "still running") child.kill("SIGKILL");
    closeSync(unreadEnd);
    expect(code).toBe(0);
    console.info(`exited ${Math.round(performance.now() - signalled)} ms after SIGTERM`);
  }, 180_000);

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
