import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

/**
 * Every environment variable the shared server reads, with its default; a feature's own variables
 * are parsed by the feature and composed in `src/app-config.ts` (ADR 047). README and .env.example
 * list them all.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(8),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Only for tests and local development: a stand-in OpenID provider instead of Google. */
    GOOGLE_DISCOVERY_URL: z.url().optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().default("Adviser Desk <no-reply@adviserdesk.local>"),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    ADMIN_EMAILS: commaList,
    TRUST_PROXY: optionalString,
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    WEB_DIST_DIR: z.string().optional(),
    TRAINING_URL: z.url({ protocol: /^https?$/ }).optional(),
    OVERVIEW_VIDEO_URL: z.url({ protocol: /^https?$/ }).optional(),
    CHAT_WIDGET_SCRIPT_URL: z
      .url({ protocol: /^https$/, error: "must be an https:// URL" })
      .optional(),
    FREE_TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    METRICS_TOKEN: z.string().min(24, { error: "must be at least 24 characters" }).optional(),
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    path: ["GOOGLE_CLIENT_SECRET"],
    error: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
  });

/** The configuration every layer may read; `AppConfig` (src/app-config.ts) adds the features' parts. */
export interface ServerConfig {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  passwordMinLength: number;
  google: { clientId: string; clientSecret: string; discoveryUrl?: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  adminEmails: string[];
  trustProxy: TrustProxy;
  logLevel: string;
  webDistDir: string;
  trainingUrl: string | undefined;
  overviewVideoUrl: string | undefined;
  chatWidgetScriptUrl: string | undefined;
  freeTrialDays: number;
  /** Bearer token for GET /metrics; unset, the endpoint does not exist. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, "../../../web/dist");

/** Reads and validates the shared environment; a bad variable stops start-up with a message naming it. */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.GOOGLE_DISCOVERY_URL && e.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid environment:\n  GOOGLE_DISCOVERY_URL: is for tests only and refused in production",
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ("problem" in trustProxy) {
    throw new ConfigError(`Invalid environment:\n  TRUST_PROXY: ${trustProxy.problem}`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            ...(e.GOOGLE_DISCOVERY_URL ? { discoveryUrl: e.GOOGLE_DISCOVERY_URL } : {}),
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    adminEmails: e.ADMIN_EMAILS.map((s) => s.toLowerCase()),
    trustProxy: trustProxy.value,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    trainingUrl: e.TRAINING_URL,
    overviewVideoUrl: e.OVERVIEW_VIDEO_URL,
    chatWidgetScriptUrl: e.CHAT_WIDGET_SCRIPT_URL,
    freeTrialDays: e.FREE_TRIAL_DAYS,
    metricsToken: e.METRICS_TOKEN,
  };
}
