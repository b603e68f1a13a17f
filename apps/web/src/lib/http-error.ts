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
 * `fetch` that turns a transport failure into a NetworkError, so the error mapping never has to
 * guess whether a TypeError came from the network or from a bug. Aborts are passed through.
 */
export const networkFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
};
