import type { FastifyRequest } from "fastify";
import { AppError } from "#server/errors/app-error";
import type { RateLimitStore } from "./rate-limit-store";

interface Rule {
  /** better-auth paths (after /api/auth) the rule covers. */
  paths: string[];
  windowSeconds: number;
  perIp: number;
  perEmail: number;
}

/**
 * Limits on the endpoints attackers hammer: guessing passwords, creating accounts, mail bombing.
 * Keyed by client IP and, separately, by the e-mail address in the body, so neither many
 * addresses from one IP nor many IPs against one address get through.
 */
export const AUTH_RATE_LIMIT_RULES: Rule[] = [
  { paths: ["/sign-in/email"], windowSeconds: 300, perIp: 30, perEmail: 5 },
  { paths: ["/sign-up/email"], windowSeconds: 3600, perIp: 10, perEmail: 3 },
  {
    paths: ["/request-password-reset", "/send-verification-email", "/reset-password"],
    windowSeconds: 900,
    perIp: 10,
    perEmail: 3,
  },
  { paths: ["/change-password"], windowSeconds: 300, perIp: 10, perEmail: 5 },
];

function emailOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && "email" in body && typeof body.email === "string") {
    return body.email.trim().toLowerCase();
  }
  return undefined;
}

export async function enforceAuthRateLimit(
  store: RateLimitStore,
  request: FastifyRequest,
  authPath: string,
) {
  if (request.method !== "POST") return;
  const rule = AUTH_RATE_LIMIT_RULES.find((r) => r.paths.includes(authPath));
  if (!rule) return;
  const group = rule.paths[0];
  const checks: [string, number][] = [[`ip:${request.ip}:${group}`, rule.perIp]];
  const email = emailOf(request.body);
  if (email) checks.push([`email:${email}:${group}`, rule.perEmail]);
  for (const [key, max] of checks) {
    const { count, retryAfterSeconds } = await store.hit(key, rule.windowSeconds);
    if (count > max) {
      throw new AppError(
        429,
        "auth/too-many-requests",
        `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again.`,
      );
    }
  }
}
