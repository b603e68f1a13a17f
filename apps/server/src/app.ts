import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { registerAuthRoutes } from "#server/auth/auth-routes";
import { createAuth } from "#server/auth/create-auth";
import { originCheck } from "#server/auth/origin-check";
import { registerSessionResolver } from "#server/auth/session-guard";
import { createSessionWatch } from "#server/auth/session-watch";
import { createChangeChannel } from "#server/cache/change-channel";
import { resolveAuthSecret } from "#server/config/auth-secret";
import { fastifyTrustProxy } from "#server/config/trust-proxy";
import type { Database } from "#server/db/database";
import { runMigrations } from "#server/db/migrate";
import { normaliseStoredPhones } from "#server/db/normalise-stored-phones";
import { openConfiguredDatabase } from "#server/db/open-configured-database";
import * as admin from "#server/features/admin";
import * as advicePacks from "#server/features/advice-packs";
import * as billing from "#server/features/billing";
import * as clientPrivacy from "#server/features/client-privacy";
import * as clientSharing from "#server/features/client-sharing";
import * as clientSummary from "#server/features/client-summary";
import * as clients from "#server/features/clients";
import * as company from "#server/features/company";
import * as me from "#server/features/me";
import * as members from "#server/features/members";
import * as rateTables from "#server/features/rate-tables";
import * as records from "#server/features/records";
import * as reports from "#server/features/reports";
import * as siteConfig from "#server/features/site-config";
import * as subscription from "#server/features/subscription";
import { registerApiNoStore } from "#server/http/api-no-store";
import { webBuildId } from "#server/http/build-id";
import { registerControlCharacterGate } from "#server/http/control-characters";
import { registerHealthRoutes } from "#server/http/health-routes";
import { registerJsonBodyParser } from "#server/http/json-body";
import { lazyRequestLogger } from "#server/http/lazy-request-logger";
import { createLogDestination, type LogDestination } from "#server/http/log-destination";
import { registerApiDocs } from "#server/http/openapi/api-docs-routes";
import { registerProblemHandlers } from "#server/http/problem";
import { registerRequestContext } from "#server/http/request-context";
import { registerRequestLog } from "#server/http/request-log";
import { trackApiRoutes } from "#server/http/route-tracker";
import { registerSecurityHeaders } from "#server/http/security-headers";
import { registerWebApp } from "#server/http/web-app";
import { createOutboxMailer } from "#server/mail/mail-outbox";
import { createMailer, type Mailer } from "#server/mail/mailer";
import { createMetricsRegistry } from "#server/metrics/metrics-registry";
import { registerMetrics } from "#server/metrics/metrics-routes";
import { observedPdfRenderer } from "#server/metrics/observed-pdf-renderer";
import { createPdfPool, type PdfPoolOptions } from "#server/pdf/pdf-pool";
import {
  databaseRateLimitStore,
  type RateLimitStore,
  redisRateLimitStore,
} from "#server/rate-limit/rate-limit-store";
import { createCallerStateStore } from "#server/tenancy/caller-state";
import type { AppConfig } from "./app-config";
import type { ServerDeps, ServerFeature } from "./server-deps";
import { createStartupPhases, type StartupPhases } from "./startup-phases";

/**
 * The PDF worker's entry: the bootstrap beside this module, which loads `pdf-worker.ts` (the
 * features' PDF kinds). Compiled, compile-server.mjs writes it beside the bundle.
 */
const PDF_WORKER_ENTRY = new URL("./pdf-worker-bootstrap.mjs", import.meta.url);

/** Every feature, registered in this order: a new feature is one line here and one in the map. */
const FEATURES: readonly ServerFeature[] = [
  siteConfig,
  me,
  company,
  members,
  subscription,
  billing,
  clients,
  clientSharing,
  records,
  rateTables,
  admin,
  reports,
  clientSummary,
  advicePacks,
  clientPrivacy,
];

const originsOf = (urls: (string | undefined)[]) =>
  urls.filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin);

/** The origin of a URL that may change, asked for per response: worked out again only when it did. */
function latestOriginOf(url: () => string | null): () => readonly string[] {
  let last: string | null = null;
  let origins: string[] = [];
  return () => {
    const current = url();
    if (current !== last) {
      last = current;
      origins = originsOf([current ?? undefined]);
    }
    return origins;
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The log stream, ended by main.ts once the app has closed. */
    logs: LogDestination;
  }
}

export interface AppOverrides {
  /** An already-migrated database (tests); otherwise the configured one is opened and migrated. */
  database?: Database;
  /** The configured database, already being opened (main starts it while this code loads). */
  opening?: Promise<Database>;
  mailer?: Mailer;
  /** Receives each start-up step's duration (main logs them when ready). */
  phases?: StartupPhases;
  /** PDF pool limits (tests: small time limits and caps). */
  pdf?: PdfPoolOptions;
}

export async function buildApp(
  config: AppConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const phases = overrides.phases ?? createStartupPhases();
  const logs = createLogDestination();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
      // Asynchronous writes keep logging off the request path (see http/log-destination.ts).
      stream: logs.stream,
    },
    // One line per request comes from our onResponse hook (see http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Most requests never log through request.log: its pino child is made on first use.
    childLoggerFactory: lazyRequestLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // Unique across restarts and instances (not Fastify's per-process counter): an outbox job
    // may run after a restart or on another instance and still names the request that queued it.
    genReqId: () => randomUUID(),
  });
  // First, so the OpenAPI document and the tenant isolation suite see every /api/v1 route.
  trackApiRoutes(app);
  // Before every other hook, so all of a request's work (and what it queues) knows its id; the
  // per-request steps registered below run in its hooks.
  const requestHooks = registerRequestContext(app);

  // main.ts ends the log stream after close, with a time limit: never a synchronous flush.
  app.decorate("logs", logs);

  phases.mark("fastify");
  const database =
    overrides.database ??
    (await (overrides.opening ??
      openConfiguredDatabase(config, {
        onConnectionError: (error, where) =>
          app.log.warn({ err: error, where }, "database connection lost; reconnecting"),
      })));
  phases.mark("databaseOpen");
  if (!overrides.database) {
    await runMigrations(database);
    app.addHook("onClose", async () => database.close());
  }
  phases.mark("migrations");
  await admin.promoteAdminEmails(database.db, config.adminEmails);
  phases.mark("adminEmails");
  const seeded = await rateTables.seedRateTables(database.db);
  if (seeded.added.length > 0 || seeded.replaced.length > 0) {
    app.log.info(
      seeded,
      "built-in rate tables stored (added, or replacing an earlier built-in revision)",
    );
  }
  if (seeded.keptEdited.length > 0) {
    app.log.warn(
      { keptEdited: seeded.keptEdited },
      "stored rate tables differ from the built-in ones and were kept (edited by an administrator): review them on the rate-tables screen",
    );
  }
  phases.mark("rateTableSeed");

  // Every e-mail is stored first and sent from the outbox: an SMTP outage delays mail, never loses it.
  const mailer = createOutboxMailer({
    db: database.db,
    transport:
      overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log),
    log: app.log,
  });
  app.addHook("onClose", async () => mailer.close());
  // Work that requests do not wait for runs once the server listens, off the start-up path: the
  // mails a previous process left (due now), and the one-off rewrite of phones stored as typed.
  app.addHook("onListen", async () => {
    mailer.deliverDue();
    normaliseStoredPhones(database.db).then(
      (phones) => app.log.info(phones, "stored phones normalised to the saved form"),
      (error: unknown) => app.log.warn({ err: error }, "normalising stored phones failed"),
    );
  });

  let rateLimits: RateLimitStore = databaseRateLimitStore(database.db);
  if (config.redisUrl) {
    // ioredis loads only when Redis is configured.
    const { Redis } = await import("ioredis");
    const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    rateLimits = redisRateLimitStore(redis);
    app.addHook("onClose", async () => {
      await redis.quit();
    });
  }

  const secret = await resolveAuthSecret(config.authSecret, config.dataDir);
  phases.mark("authSecret");
  const auth = createAuth({ db: database.db, config, secret, mailer, log: app.log });
  phases.mark("auth");

  registerProblemHandlers(app);
  registerJsonBodyParser(app);
  registerControlCharacterGate(app);
  registerRequestLog(requestHooks, app.log);
  const pdf = observedPdfRenderer(
    createPdfPool({ ...overrides.pdf, workerUrl: overrides.pdf?.workerUrl ?? PDF_WORKER_ENTRY }),
  );
  app.decorate("pdf", pdf);
  app.addHook("onClose", async () => pdf.close());
  phases.mark("pdfPool");
  const metrics = createMetricsRegistry({
    pdfInFlight: pdf.inFlight,
    outboxBacklog: () => billing.countOutboxBacklog(database.db),
    databasePool: database.poolStats,
  });
  registerMetrics(app, requestHooks, metrics, config.metricsToken);
  // The admin-set overview video URL (site config), once the config broadcaster exists below.
  let liveVideoUrl = (): string | null => null;
  registerSecurityHeaders(requestHooks, {
    https: config.publicUrl.startsWith("https://"),
    scriptOrigins: originsOf([config.chatWidgetScriptUrl]),
    frameOrigins: originsOf([config.overviewVideoUrl]),
    formOrigins: originsOf([
      billing.payfastEndpoints(config.billing.mode, config.publicUrl).process,
    ]),
    liveFrameOrigins: latestOriginOf(() => liveVideoUrl()),
  });
  registerApiNoStore(requestHooks);
  await app.register(compress, { global: true, threshold: 1024 });
  requestHooks.onRequest(originCheck([config.publicUrl]));
  const authChanges = await createChangeChannel(database, "auth_changed");
  app.addHook("onClose", async () => authChanges.close());
  registerSessionResolver(app, auth, authChanges, database.db);
  const callerChanges = await createChangeChannel(database, "caller_changed");
  app.addHook("onClose", async () => callerChanges.close());
  app.decorate(
    "callerState",
    createCallerStateStore(database.db, callerChanges, company.companyJson),
  );

  registerHealthRoutes(app, database);
  registerAuthRoutes(app, auth, rateLimits, authChanges, () => database.ping(), database.db);
  const buildId = await webBuildId(config.webDistDir);
  const broadcaster = await siteConfig.createConfigBroadcaster({
    database,
    channel: siteConfig.SITE_CONFIG_CHANNEL,
    load: async () =>
      siteConfig.publicConfig(await siteConfig.readSiteConfig(database.db), config, buildId),
    log: app.log,
  });
  app.addHook("onClose", async () => broadcaster.close());
  liveVideoUrl = () => broadcaster.current().overviewVideoUrl;
  const sessions = createSessionWatch(database.db, authChanges, app.log);
  phases.mark("securityAuthAndSiteConfig");
  const deps: ServerDeps = {
    db: database.db,
    config,
    buildId,
    broadcaster,
    mailer,
    rateLimits,
    pdf,
    tables: rateTables.createRateTableStore(database.db),
    authChanges,
    sessions,
  };
  for (const feature of FEATURES) await feature.register(app, deps);
  registerApiDocs(app, "1.0.0");
  await registerWebApp(app, config.webDistDir);
  phases.mark("routes");

  return app;
}
