import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { runForRequest } from "#server/context/request-id";

/** Work done as a request arrives; an error answers the request instead of running it. */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply) => Error | undefined;
/** Work done once a request has been answered. */
export type ResponseStep = (request: FastifyRequest, reply: FastifyReply) => void;

/** Where the app's per-request steps go: run in order, in one hook of each kind. */
export interface RequestHooks {
  onRequest(step: RequestStep): void;
  onResponse(step: ResponseStep): void;
}

/**
 * Every request runs in its own context from its first hook (the body read, the handler and
 * what they start stay in it: request-context.test.ts sends a slow body), and answers with
 * its id in `x-request-id`, which a support call can quote to find the log lines.
 *
 * The app's other per-request steps (security headers, origin check, request line, metrics) run
 * in this onRequest and one onResponse hook, synchronously, in the order they were added: each
 * hook of Fastify's costs a call through its hook runner and a closure per request.
 */
export function registerRequestContext(app: FastifyInstance): RequestHooks {
  const arriving: RequestStep[] = [];
  const answered: ResponseStep[] = [];
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    let refusal: Error | undefined;
    for (const step of arriving) {
      refusal = step(request, reply);
      if (refusal !== undefined) break;
    }
    if (refusal === undefined) runForRequest(request.id, done);
    else runForRequest(request.id, () => done(refusal));
  });
  app.addHook("onResponse", (request, reply, done) => {
    for (const step of answered) step(request, reply);
    done();
  });
  return {
    onRequest: (step) => arriving.push(step),
    onResponse: (step) => answered.push(step),
  };
}
