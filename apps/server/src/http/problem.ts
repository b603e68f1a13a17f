import { STATUS_CODES } from "node:http";
import { type Problem, RETENTION_MESSAGES } from "@adviser-desk/contracts";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { clientRestrictedRefusal } from "#server/db/client-restricted";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "#server/db/database-unavailable";
import { AppError } from "#server/errors/app-error";

export function sendProblem(
  reply: FastifyReply,
  problem: Omit<Problem, "type" | "title">,
  extensions: Record<string, unknown> = {},
) {
  const body: Problem & Record<string, unknown> = {
    ...extensions,
    type: "about:blank",
    title: STATUS_CODES[problem.status] ?? "Error",
    ...problem,
  };
  return reply.status(problem.status).type("application/problem+json").send(body);
}

/** 503 + Retry-After while the database is away: the client retries, nothing was changed. */
export function databaseUnavailable(reply: FastifyReply) {
  reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
  return sendProblem(reply, {
    status: 503,
    code: "server/database-unavailable",
    detail: "The database cannot be reached right now. Please try again in a few seconds.",
  });
}

const CODE_BY_STATUS: Record<number, `${string}/${string}`> = {
  400: "request/invalid-argument",
  401: "auth/unauthenticated",
  403: "auth/permission-denied",
  404: "request/not-found",
  405: "request/method-not-allowed",
  409: "request/aborted",
  413: "request/payload-too-large",
  415: "request/unsupported-media-type",
  429: "request/resource-exhausted",
  503: "server/unavailable",
};

/** Every error leaves the API as RFC 9457 problem+json with an `area/reason` code. */
export function registerProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      return sendProblem(
        reply,
        {
          status: error.status,
          code: error.code,
          detail: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        },
        error.extensions,
      );
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (error.validation) {
      return sendProblem(reply, {
        status: 400,
        code: "request/invalid-argument",
        detail: error.message,
        errors: error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
          message: v.message ?? "is invalid",
        })),
      });
    }
    // A write that reached a restricted client, refused by the database whatever route sent it.
    const restricted = clientRestrictedRefusal(error);
    if (restricted) {
      return sendProblem(reply, {
        status: 409,
        code: "clients/restricted",
        detail: RETENTION_MESSAGES.restricted(restricted.keptUntil || null),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return databaseUnavailable(reply);
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return sendProblem(reply, {
        status,
        code: "server/internal",
        detail: "Something went wrong on our side. Please try again.",
      });
    }
    return sendProblem(reply, {
      status,
      code: CODE_BY_STATUS[status] ?? "request/unknown",
      detail: error.message,
    });
  });
}
