import type { FastifyBaseLogger } from "fastify";
import type { RequestHooks } from "./request-context";

/** Path without query string, with secret-bearing segments masked (reset tokens, etc.). */
export function loggablePath(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return path.includes("/reset-password/")
    ? path.replace(/\/reset-password\/[^/]+/, "/reset-password/:token")
    : path;
}

/**
 * One structured log line per request: method, path (no query, no tokens), status, time. The line
 * holds only these fields, so it is written without the app logger's redaction (which walks every
 * field of every line for `*.password`): a logger of its own, the same stream and the same base
 * fields, with the request id as Fastify's per-request logger would add it.
 */
export function registerRequestLog(hooks: RequestHooks, log: FastifyBaseLogger) {
  const lines = log.child({}, { redact: [] });
  hooks.onResponse((request, reply) => {
    lines.info(
      {
        reqId: request.id,
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user: request.sessionUser?.id,
      },
      "request",
    );
  });
}
