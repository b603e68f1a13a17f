import type { FastifyRequest } from "fastify";
import { AppError } from "#server/errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing API requests that a browser sent from another site (CSRF defence in
 * depth on top of SameSite=Lax cookies). Non-browser clients send no Origin and use bearer tokens.
 * A step of the request hooks (http/request-context.ts), run as each request arrives.
 */
export function originCheck(
  allowedOrigins: string[],
): (request: FastifyRequest) => AppError | undefined {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return undefined;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const foreignOrigin = origin !== undefined && origin !== "null" && !allowed.has(origin);
    const opaqueOrigin = origin === "null";
    const crossSiteWithoutOrigin = origin === undefined && fetchSite === "cross-site";
    if (foreignOrigin || opaqueOrigin || crossSiteWithoutOrigin) {
      return new AppError(
        403,
        "auth/forbidden-origin",
        "This request came from another website and was refused.",
      );
    }
    return undefined;
  };
}
