import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";

/*
 * The request a piece of work belongs to, without passing it down every call: background jobs
 * queued while a request runs (outbox rows) record its id, and log it when they run later, so
 * one id finds a request and everything it set off.
 */

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request this code runs for, or null (start-up, timers, workers). */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/**
 * Every request runs in its own context from its first hook (the body read, the handler and
 * what they start stay in it: test/request-context.test.ts sends a slow body), and answers with
 * its id in `x-request-id`, which a support call can quote to find the log lines.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    storage.run({ requestId: request.id }, done);
  });
}
