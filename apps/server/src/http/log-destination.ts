import SonicBoom from "sonic-boom";

/** Log lines kept in memory while stdout is not being read; beyond this, lines are dropped. */
const MAX_BUFFERED_LOG_BYTES = 16 * 1024 * 1024;
/**
 * Lines are written in batches of this many bytes, and whatever is waiting at least every
 * FLUSH_EVERY_MS: writing lines as they came cost about 6 % of GET /me's CPU under load.
 */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1_000;

/**
 * Where the server's log lines go: stdout, written asynchronously so logging never waits on the
 * request path. Never flushed synchronously: a synchronous flush to a pipe nobody reads (a stuck
 * log collector) retries forever in a futex wait, and a server did exactly that on SIGTERM
 * (security review §10). pino.destination() would register such a flush on process exit, so the
 * stream is built here instead, and `close` waits for the lines at most `timeoutMs`.
 */
export function createLogDestination(fd = 1) {
  const stream = new SonicBoom({
    fd,
    sync: false,
    maxLength: MAX_BUFFERED_LOG_BYTES,
    minLength: BATCH_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
  // EPIPE (the reader went away) and the like: logging stops, the server goes on.
  stream.on("error", () => {});
  let closing: Promise<void> | undefined;
  return {
    stream,
    /** Writes what is waiting and ends the stream, giving up after `timeoutMs`. */
    close(timeoutMs: number): Promise<void> {
      closing ??= new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        stream.once("close", () => {
          clearTimeout(timer);
          resolve();
        });
        try {
          stream.end();
        } catch {
          resolve();
        }
      });
      return closing;
    },
  };
}

export type LogDestination = ReturnType<typeof createLogDestination>;
