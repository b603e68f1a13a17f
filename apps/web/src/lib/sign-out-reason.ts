import { HttpError } from "./http-error";
import { LOGIN } from "./paths";

/** The query parameter of /login that says why the session ended. */
export const SIGNED_OUT_PARAM = "signed-out";

/**
 * Why a session can end that the person must be told about on /login. Only these codes are read
 * from the address, so a crafted link cannot make /login say anything else.
 */
const TOLD_REASONS: ReadonlySet<string> = new Set([
  "auth/account-disabled",
  "auth/account-deleted",
]);

let lastReason: string | null = null;

/** Records why the server last refused the session (from /me), or that it did not say. */
export function rememberSignOutReason(error: unknown): void {
  const code = error instanceof HttpError ? error.code : undefined;
  lastReason = code !== undefined && TOLD_REASONS.has(code) ? code : null;
}

/** Records a reason the server pushed (the config stream's `signed-out`), if it is one to tell. */
export function rememberSignOutCode(code: string): void {
  if (TOLD_REASONS.has(code)) lastReason = code;
}

/** The session was read successfully: any earlier reason no longer applies. */
export function forgetSignOutReason(): void {
  lastReason = null;
}

/** A redirect to /login, carrying the reason the session ended when there is one to tell. */
export function withSignOutReason(to: string): string {
  if (lastReason === null || (to !== LOGIN && !to.startsWith(`${LOGIN}?`))) return to;
  const separator = to.includes("?") ? "&" : "?";
  return `${to}${separator}${SIGNED_OUT_PARAM}=${encodeURIComponent(lastReason)}`;
}

/** The reason /login was given, when it is one of those it may tell. */
export function signOutReasonOf(params: URLSearchParams): string | null {
  const code = params.get(SIGNED_OUT_PARAM);
  return code !== null && TOLD_REASONS.has(code) ? code : null;
}
