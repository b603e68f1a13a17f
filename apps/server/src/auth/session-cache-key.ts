import type { IncomingHttpHeaders } from "node:http";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/**
 * The credential a request carries (signed session cookie or bearer token), as a cache key.
 * A key is only ever stored after better-auth has verified that exact credential.
 */
export function sessionCacheKey(headers: IncomingHttpHeaders): string | null {
  const authorization = headers.authorization;
  if (authorization?.startsWith("Bearer ")) return `bearer:${authorization.slice(7).trim()}`;
  const cookie = headers.cookie ? SESSION_COOKIE.exec(headers.cookie)?.[1] : undefined;
  return cookie ? `cookie:${cookie}` : null;
}

/**
 * The session token inside the credential: better-auth's cookie (and a bearer token built from
 * it) is `token.signature`, URL-encoded; a bare bearer token is the token itself.
 */
export function sessionTokenOf(headers: IncomingHttpHeaders): string | null {
  const key = sessionCacheKey(headers);
  if (!key) return null;
  const credential = key.slice(key.indexOf(":") + 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(credential);
  } catch {
    return null;
  }
  const token = decoded.split(".")[0];
  return token ? token : null;
}
