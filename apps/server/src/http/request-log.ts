import type { FastifyInstance } from "fastify";

/** Path without query string, with secret-bearing segments masked (reset tokens, etc.). */
export function loggablePath(url: string): string {
  const path = url.split("?")[0] ?? url;
  return path.replace(/\/reset-password\/[^/]+/, "/reset-password/:token");
}

/** One structured log line per request: method, path (no query, no tokens), status, time. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user: request.sessionUser?.id,
      },
      "request",
    );
    done();
  });
}
