import type { RequestHooks } from "./request-context";

/** The API prefixes whose answers hold personal or financial data (or sessions). */
const PRIVATE_PREFIXES = ["/api/v1/", "/api/auth/"];

/**
 * The API routes that may be stored by the browser, each with its reason. Every other answer of
 * the API says `no-store` (apps/server/test/api-no-store.test.ts calls every registered route).
 */
export const CACHEABLE_API_ROUTES: ReadonlyMap<string, string> = new Map([
  [
    "GET /api/v1/company/logo",
    "a practice's logo, served by content hash as private and immutable: no personal data, and reports and every page show it",
  ],
  [
    "GET /api/v1/companies/:companyId/logo",
    "the same logo addressed by company, as private and immutable",
  ],
  [
    "GET /api/v1/admin/companies/:companyId/logo",
    "the same logo on the administrators' path, as private and immutable",
  ],
]);

/**
 * Every API answer starts as `Cache-Control: no-store`, set once as the request arrives, so no
 * browser cache, proxy or back button keeps a client's file, an invoice or a session. A route
 * named in CACHEABLE_API_ROUTES sets its own header over it.
 */
export function registerApiNoStore(hooks: RequestHooks) {
  hooks.onRequest((request, reply) => {
    const url = request.url;
    if (PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      reply.header("cache-control", "no-store");
    }
    return undefined;
  });
}
