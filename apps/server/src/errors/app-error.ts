/**
 * A failure the client should read: HTTP status + `area/reason` code + a human sentence, with
 * optional field problems and extension members (RFC 9457 §3.2, e.g. `current` on a conflict).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: `${string}/${string}`,
    message: string,
    readonly errors?: { path: string; message: string }[],
    readonly extensions?: Record<string, unknown>,
    /** Sent as `Retry-After` (seconds): when a refused request may be tried again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notAuthenticated = () =>
  new AppError(401, "auth/not-authenticated", "Sign in to continue.");

/** Spec §8: a claims fetch (GET /api/v1/me) with no signed-in user. */
export const noSignedInUser = () =>
  new AppError(401, "auth/not-authenticated", "No user is currently signed in.");
