import type { FastifyInstance } from "fastify";
import { runForRequest } from "../context/request-id";

/**
 * Every request runs in its own context from its first hook (the body read, the handler and
 * what they start stay in it: request-context.test.ts sends a slow body), and answers with
 * its id in `x-request-id`, which a support call can quote to find the log lines.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    runForRequest(request.id, done);
  });
}
