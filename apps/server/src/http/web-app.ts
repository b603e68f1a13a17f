import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendProblem } from "./problem";

const API_PREFIXES = ["/api/", "/healthz", "/readyz"];
/** The sign-in page is its own small page (apps/web/login.html); `/` always goes to /login. */
const SIGN_IN_PAGES = new Set(["/", "/login"]);

/**
 * Serves the built web app: hashed assets cached for a year (immutable), everything else
 * revalidated, / and /login answered with the sign-in page (login.html), and other unknown
 * non-API GETs with index.html so the client router decides.
 * Unknown /api paths always get a problem+json 404, never the app.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const isApi = API_PREFIXES.some((p) => url === p.replace(/\/$/, "") || url.startsWith(p));
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return sendProblem(reply, {
        status: 404,
        code: "request/not-found",
        detail: `No route for ${request.method} ${url}.`,
      });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build`.");
    }
    const ext = path.extname(url);
    if (ext && ext !== ".html") {
      return sendProblem(reply, {
        status: 404,
        code: "request/not-found",
        detail: `No file ${url}.`,
      });
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile(SIGN_IN_PAGES.has(url) ? "login.html" : "index.html");
  });
}
