/** A failure the client should read: HTTP status + `area/reason` code + a human sentence. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: `${string}/${string}`,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notAuthenticated = () =>
  new AppError(401, "auth/not-authenticated", "Sign in to continue.");
