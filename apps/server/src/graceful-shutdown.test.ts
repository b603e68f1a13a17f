import { execFileSync, type StdioOptions, spawn } from "node:child_process";
import { closeSync, constants, openSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compiledServerFile } from "../test/support/compiled-server";
import { testDbKind } from "../test/support/test-database";

/** The server as `npm start` runs it: compiled, with source maps. */
const serverArgs = () => ["--enable-source-maps", compiledServerFile("main.js")];

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Starts the server on a new data dir and waits until it is ready. */
async function startServer(options: { logLevel: string; stdio: StdioOptions; dataDir?: string }) {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "adt-shutdown-")));
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: options.logLevel,
      HOST: "127.0.0.1",
    },
    stdio: options.stdio,
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, {
      timeout: 90_000,
      interval: 100,
    })
    .toBe(200);
  return { child, exited, port, url };
}

/**
 * Requests that log past any pipe's or socket's buffer: each logs a line of about 180 bytes, so
 * 12 000 make 2 MiB (a FIFO holds 64 KiB, a socket pair a few hundred).
 */
const REQUESTS_PAST_ANY_BUFFER = 12_000;

/** Twenty requests at a time, each logged, from the first call until the returned `stop`. */
async function keepBusy(url: string) {
  let loading = true;
  let served = 0;
  let reachedBuffer: () => void = () => {};
  const pastBuffer = new Promise<void>((resolve) => {
    reachedBuffer = resolve;
  });
  const load = (async () => {
    while (loading) {
      await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${url}/healthz`)
            .then((r) => r.text())
            .catch(() => null),
        ),
      );
      served += 20;
      if (served >= REQUESTS_PAST_ANY_BUFFER) reachedBuffer();
    }
  })();
  await pastBuffer;
  return async () => {
    loading = false;
    await load;
  };
}

function within<T>(ms: number, promise: Promise<T>) {
  return Promise.race([
    promise,
    new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), ms)),
  ]);
}

describe.runIf(testDbKind() === "pglite")("the server process", () => {
  it("on SIGTERM ends open event streams, closes the database and exits 0", async () => {
    const { child, exited, url } = await startServer({ logLevel: "silent", stdio: "ignore" });
    const stream = await fetch(`${url}/api/v1/config/stream`);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error("no stream body");
    await reader.read(); // the first event arrived: the stream is open
    child.kill("SIGTERM");
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    expect((await exited).code).toBe(0);
  }, 180_000);

  it("on SIGTERM under load, with its log pipe never read, finishes the request in flight and exits in bounded time", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "adt-shutdown-"));
    // stdout and stderr are a pipe nobody reads (a FIFO whose reading end is held open, never
    // read): once 64 KiB of log lines wait in it, a write blocks or fails with EAGAIN (security
    // review §10: a server closed its port on SIGTERM and then hung in a futex wait this way).
    const fifo = path.join(dataDir, "log-pipe");
    execFileSync("mkfifo", [fifo]);
    const unreadEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const logPipe = openSync(fifo, "w");
    const started = startServer({ logLevel: "info", stdio: ["ignore", logPipe, logPipe], dataDir });
    closeSync(logPipe);
    const { child, exited, port, url } = await started;
    const stopLoad = await keepBusy(url);

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

    const ended = await within(25_000, exited);
    await stopLoad();
    if (ended === "still running") child.kill("SIGKILL");
    closeSync(unreadEnd);
    // A pipe is written without blocking (log-destination.ts), so every line waiting or not,
    // the process exits by itself, with 0.
    expect(ended).toEqual({ code: 0, signal: null });
    console.info(`exited ${Math.round(performance.now() - signalled)} ms after SIGTERM`);
  }, 180_000);

  it("on SIGTERM under load, with its log socket never read, ends by SIGTERM's default action in bounded time", async () => {
    // stdio "pipe" is a socket pair, which cannot be opened again without blocking: a log line
    // may be stuck in a write that process.exit would wait for (Node 22 joins its thread pool).
    const { child, exited, url } = await startServer({
      logLevel: "info",
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pause();
    child.stderr?.pause();
    const stopLoad = await keepBusy(url);

    child.kill("SIGTERM");
    const ended = await within(25_000, exited);
    await stopLoad();
    if (ended === "still running") child.kill("SIGKILL");
    expect(ended).toEqual({ code: null, signal: "SIGTERM" });
  }, 180_000);

  it("a bad environment variable stops start-up with a message naming it", async () => {
    const child = spawn(process.execPath, serverArgs(), {
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
