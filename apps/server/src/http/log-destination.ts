import { constants, fstatSync, openSync } from "node:fs";
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
 * The descriptor to write log lines to. A pipe (a log collector, `docker logs`, a shell `|`) is
 * opened again through /proc with O_NONBLOCK: a private open file description, so a full pipe
 * answers EAGAIN (sonic-boom tries again later) instead of holding a thread-pool thread inside
 * write(2). Node 22 joins that pool on exit, so a stalled log reader would otherwise keep a
 * stopping server alive for ever. Flags are not changed on the inherited description, which
 * other processes may share.
 */
function openLogFd(fd: number): { fd: number; canBlockExit: boolean } {
  const stat = fstatSync(fd);
  if (stat.isFile()) return { fd, canBlockExit: false };
  if (stat.isFIFO()) {
    try {
      return {
        fd: openSync(`/proc/self/fd/${fd}`, constants.O_WRONLY | constants.O_NONBLOCK),
        canBlockExit: false,
      };
    } catch {
      // Not Linux, or the reader is gone: write to the descriptor as it is.
    }
  }
  return { fd, canBlockExit: true };
}

/**
 * Where the server's log lines go: stdout, written asynchronously so logging never waits on the
 * request path. Never flushed synchronously: a synchronous flush to a pipe nobody reads (a stuck
 * log collector) retries forever in a futex wait, and a server did exactly that on SIGTERM
 * (security review §10). pino.destination() would register such a flush on process exit, so the
 * stream is built here instead, and `close` waits for the lines at most `timeoutMs`.
 */
export function createLogDestination(fd = 1) {
  const target = openLogFd(fd);
  const stream = new SonicBoom({
    fd: target.fd,
    sync: false,
    maxLength: MAX_BUFFERED_LOG_BYTES,
    minLength: BATCH_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
  // EPIPE (the reader went away) and the like: logging stops, the server goes on.
  stream.on("error", () => {});
  let written = false;
  let closing: Promise<boolean> | undefined;
  return {
    stream,
    /**
     * Writes what is waiting and ends the stream, giving up after `timeoutMs`. True when every
     * line was written.
     */
    close(timeoutMs: number): Promise<boolean> {
      closing ??= new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        stream.once("close", () => {
          clearTimeout(timer);
          written = true;
          resolve(true);
        });
        try {
          stream.end();
        } catch {
          resolve(false);
        }
      });
      return closing;
    },
    /**
     * Whether a write may still be blocked in the thread pool, where `process.exit` would wait
     * for it: true for a blocking descriptor (a socket, a terminal) whose lines were not all
     * written.
     */
    mayHoldExit(): boolean {
      return target.canBlockExit && !written;
    },
  };
}

export type LogDestination = ReturnType<typeof createLogDestination>;
