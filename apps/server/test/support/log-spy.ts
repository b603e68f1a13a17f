import type { FastifyBaseLogger } from "fastify";

/** A logger that keeps what it was given, for tests that check what a job logs. */
export function logSpy() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const keep =
    (level: string) =>
    (fields: Record<string, unknown>, message = "") => {
      lines.push({ level, fields, message });
    };
  const log = {
    info: keep("info"),
    warn: keep("warn"),
    error: keep("error"),
    debug: keep("debug"),
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}
