import { AsyncLocalStorage } from "node:async_hooks";

/*
 * The request a piece of work belongs to, without passing it down every call: background jobs
 * queued while a request runs (outbox rows) record its id, and log it when they run later, so
 * one id finds a request and everything it set off. The HTTP layer opens the context
 * (http/request-context.ts); the layers below only read it.
 */

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request this code runs for, or null (start-up, timers, workers). */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/** Runs `work` (and everything it starts) as part of request `requestId`. */
export function runForRequest(requestId: string, work: () => void): void {
  storage.run({ requestId }, work);
}
