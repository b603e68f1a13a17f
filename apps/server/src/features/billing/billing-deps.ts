import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import type { BillingConfig } from "./billing-env";
import type { ResolveHost } from "./payfast/itn-source";
import type { PayfastEndpoints } from "./payfast/payfast-endpoints";
import type { PayfastHttp } from "./payfast/payfast-http";
import type { SubscriptionsApi } from "./payfast/subscriptions-api";

/** What billing's services need, built once in billing-plugin.ts. */
export interface BillingDeps {
  db: Db;
  config: ServerConfig & { billing: BillingConfig };
  endpoints: PayfastEndpoints;
  http: PayfastHttp;
  api: SubscriptionsApi;
  resolveHost?: ResolveHost;
  log: FastifyBaseLogger;
  /** Clears a user's cached claims on every instance after a subscription change. */
  callerChanged: (ownerUserId: string) => Promise<void>;
  /** Asks the accounting outbox to deliver now (after a first payment). */
  kickOutbox: () => void;
  /** Asks the agreement-cancel worker to send now (after an unapplied payment queued one). */
  kickAgreementCancels: () => void;
}
