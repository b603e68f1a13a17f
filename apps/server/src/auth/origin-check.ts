import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing API requests that a browser sent from another site (CSRF defence in
 * depth on top of SameSite=Lax cookies). Non-browser clients send no Origin and use bearer tokens.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  // Callback style, as every per-request hook here: an async hook costs a promise per request.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const foreignOrigin = origin !== undefined && origin !== "null" && !allowed.has(origin);
    const opaqueOrigin = origin === "null";
    const crossSiteWithoutOrigin = origin === undefined && fetchSite === "cross-site";
    if (foreignOrigin || opaqueOrigin || crossSiteWithoutOrigin) {
      return done(
        new AppError(
          403,
          "auth/forbidden-origin",
          "This request came from another website and was refused.",
        ),
      );
    }
    done();
  });
}
