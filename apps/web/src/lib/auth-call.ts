import type { AuthClient } from "./auth-client";
import { HttpError } from "./http-error";

let pending: Promise<AuthClient> | undefined;

/**
 * The better-auth client, loaded on first use: no screen needs it to render, only to submit, so
 * it stays out of the first bundle (forms start loading it as soon as a field gets focus).
 */
export function loadAuthClient(): Promise<AuthClient> {
  pending ??= import("./auth-client").then((m) => m.authClient);
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

interface AuthFailure {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
  statusText: string;
}

type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthFailure };

/** better-auth answers `{ data, error }`; this turns `error` into a thrown HttpError. */
export async function authCall<T>(call: Promise<AuthResult<T>>): Promise<T> {
  const result = await call;
  if (result.error) {
    throw new HttpError({
      status: result.error.status,
      code: result.error.code,
      message: result.error.message ?? result.error.statusText,
    });
  }
  return result.data;
}
