import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance } from "fastify";
import { enforceAuthRateLimit } from "../rate-limit/auth-rate-limits";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import type { Auth } from "./create-auth";

/** Mounts better-auth's handler at /api/auth/* (its documented Fastify integration). */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, rateLimits: RateLimitStore) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
      await enforceAuthRateLimit(rateLimits, request, url.pathname.replace(/^\/api\/auth/, ""));
      const headers = fromNodeHeaders(request.headers);
      // better-auth keys sessions' ipAddress off this header; give it the address Fastify trusts.
      headers.set("x-forwarded-for", request.ip);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(request.body !== undefined && request.method !== "GET"
            ? { body: JSON.stringify(request.body) }
            : {}),
        }),
      );
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
