import { REQUEST_TIMEOUT_MS, TIMED_OUT_STATUS } from "./status-codes";

/** A field-level problem from the API (RFC 9457 `errors[]`): dotted path → message. */
export interface FieldProblem {
  path: string;
  message: string;
}

/**
 * A non-2xx answer from our API or from better-auth. `code` is `area/reason` for our API
 * (problem+json), UPPER_SNAKE for better-auth, and absent when the body had none (e.g. some 429s).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldProblems: FieldProblem[];
  /** The whole problem+json body, for answers that carry more (a 409's `current` record). */
  readonly problem: Readonly<Record<string, unknown>> | undefined;

  constructor(input: {
    status: number;
    code?: string | undefined;
    message?: string | undefined;
    fieldProblems?: FieldProblem[] | undefined;
    problem?: Readonly<Record<string, unknown>> | undefined;
  }) {
    super(input.message ?? `HTTP ${input.status}`);
    this.name = "HttpError";
    this.status = input.status;
    this.code = input.code;
    this.fieldProblems = input.fieldProblems ?? [];
    this.problem = input.problem;
  }
}

/** The request never got an answer: offline, DNS failure, server down, CORS. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super("network request failed", { cause });
    this.name = "NetworkError";
  }
}

/**
 * `fetch` with a time limit that turns a transport failure into a NetworkError, so the error
 * mapping never has to guess whether a TypeError came from the network or from a bug. A call not
 * answered within `timeoutMs` becomes an HttpError 504 (deadline exceeded); an abort by the
 * caller is passed through.
 */
export function timedFetch(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await fetch(input, { ...init, signal });
    } catch (error) {
      if (timeout.aborted && !init?.signal?.aborted) {
        throw new HttpError({
          status: TIMED_OUT_STATUS,
          message: `no answer within ${Math.round(timeoutMs / 1000)} seconds`,
        });
      }
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new NetworkError(error);
    }
  };
}

/** Every call to our API and to better-auth goes through this (spec §9: 70 s). */
export const networkFetch = timedFetch(REQUEST_TIMEOUT_MS);
