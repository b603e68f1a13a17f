import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, notAuthenticated } from "../http/app-error";
import type { Auth } from "./create-auth";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
}

declare module "fastify" {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** Resolves the caller (cookie session or bearer token) once per request, before any handler. */
export function registerSessionResolver(app: FastifyInstance, auth: Auth) {
  app.decorateRequest("sessionUser", null);
  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/api/v1/")) return;
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result || result.user.banned) return;
    const u = result.user;
    request.sessionUser = {
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      image: u.image ?? null,
      role: u.role ?? "user",
    };
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw notAuthenticated();
  return request.sessionUser;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== "admin") {
    throw new AppError(403, "auth/permission-denied", "This needs an administrator.");
  }
  return user;
}
