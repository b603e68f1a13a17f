import { authProfileFieldsSchema } from "@adviser-desk/contracts";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance } from "fastify";
import type { ChangeChannel } from "#server/cache/change-channel";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { parseBody } from "#server/errors/parse-body";
import { databaseUnavailable } from "#server/http/problem";
import { enforceAuthRateLimit } from "#server/rate-limit/auth-rate-limits";
import type { RateLimitStore } from "#server/rate-limit/rate-limit-store";
import type { Auth } from "./create-auth";
import { disabledRefusal } from "./session-guard";

/** better-auth endpoints that store a user's name or picture: ours to bound (security review §13). */
const WRITES_PROFILE = new Set(["/sign-up/email", "/update-user"]);

/** Requests that change no existing session or user, so cached sessions stay valid. */
const LEAVES_SESSIONS_ALONE = new Set([
  "/sign-in/email",
  "/sign-in/social",
  "/sign-up/email",
  "/request-password-reset",
  "/send-verification-email",
  "/get-session",
]);

function changesSessionsOrUsers(method: string, authPath: string) {
  if (method === "GET") return authPath === "/verify-email";
  return !LEAVES_SESSIONS_ALONE.has(authPath);
}

/** Mounts better-auth's handler at /api/auth/* (its documented Fastify integration). */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  rateLimits: RateLimitStore,
  authChanges: ChangeChannel,
  /** Resolves when the database answers; better-auth turns its failures into plain 500s. */
  pingDatabase: () => Promise<void>,
  db: Db,
) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
      const authPath = url.pathname.replace(/^\/api\/auth/, "");
      // The admin plugin's own endpoints (ban, set-role, remove-user) would bypass the audit
      // trail and the deletion retention period: administration goes through /api/v1/admin.
      if (authPath.startsWith("/admin/")) {
        throw new AppError(
          404,
          "auth/not-found",
          "User administration is at /api/v1/admin/users, where every change is audited.",
        );
      }
      await enforceAuthRateLimit(rateLimits, request, authPath);
      if (request.method === "POST" && WRITES_PROFILE.has(authPath)) {
        parseBody("auth", authProfileFieldsSchema, request.body);
      }
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
      if (
        response.status >= 500 &&
        !(await pingDatabase().then(
          () => true,
          () => false,
        ))
      ) {
        return databaseUnavailable(reply);
      }
      if (response.status < 400 && changesSessionsOrUsers(request.method, authPath)) {
        // Sign-out, revocation, ban, password or profile change: every instance drops cached sessions.
        await authChanges.publish("*");
      }
      if (authPath === "/get-session" && response.status === 200) {
        // No session for this credential (better-auth answers `null`): if disabling the user
        // ended it, say so, as the API routes do.
        const refusal =
          (await response.clone().text()) === "null" ? await disabledRefusal(db, request) : null;
        if (refusal) throw refusal;
      }
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
