import type { FastifyInstance } from "fastify";
import type { SessionWatch } from "#server/auth/session-watch";
import type { ChangeChannel } from "#server/cache/change-channel";
import type { Db } from "#server/db/database";
import type { RateTableStore } from "#server/features/rate-tables";
import type { ConfigBroadcaster } from "#server/features/site-config";
import type { Mailer } from "#server/mail/mailer";
import type { ObservedPdfRenderer } from "#server/metrics/observed-pdf-renderer";
import type { RateLimitStore } from "#server/rate-limit/rate-limit-store";
import type { AppConfig } from "./app-config";

/**
 * Everything the composition root hands the features. Each feature's `register(app, deps)` names
 * only the part it uses, which this satisfies; `FEATURES` in app.ts checks that it does.
 */
export interface ServerDeps {
  db: Db;
  config: AppConfig;
  /** The served web app's build id. */
  buildId: string;
  /** The public site config, live across instances. */
  broadcaster: ConfigBroadcaster;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  pdf: ObservedPdfRenderer;
  /** The rate tables the calculators read. */
  tables: RateTableStore;
  /** Signals that sessions changed, to every instance. */
  authChanges: ChangeChannel;
  /** Tells a user's open pages, on every instance, that an administrator ended their session. */
  sessions: SessionWatch;
}

/** A server feature as the composition root sees it: its face's `register`. */
export interface ServerFeature {
  register(app: FastifyInstance, deps: ServerDeps): void | Promise<void>;
}
