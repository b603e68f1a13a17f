import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import type { ObservedPdfRenderer } from "#server/metrics/observed-pdf-renderer";
import { startOutboxWorker } from "./accounting/outbox-worker";
import { deliverDueAgreementCancels } from "./agreement-cancel/deliver-agreement-cancels";
import type { BillingDeps } from "./billing-deps";
import type { BillingConfig } from "./billing-env";
import { registerBillingRoutes } from "./billing-routes";
import { payfastEndpoints } from "./payfast/payfast-endpoints";
import { fetchPayfastHttp } from "./payfast/payfast-http";
import { createSubscriptionsApi } from "./payfast/subscriptions-api";
import { registerPayfastSimulator } from "./payfast-simulator/register-simulator";
import { simulatorDeliverItn, simulatorHttp } from "./payfast-simulator/simulator-http";
import { startPollingWorker } from "./polling-worker";
import { startSeatChangeWorker } from "./seats/seat-change-worker";

/**
 * Billing as it runs at boot: PayFast's endpoints and HTTP client (the simulator's in simulator
 * mode), the Subscriptions API, the accounting outbox, agreement-cancel and seat-change workers
 * (each stopped when the app closes), the simulator's pages, then the routes with what they need.
 */
export async function registerBilling(
  app: FastifyInstance,
  db: Db,
  config: ServerConfig & { billing: BillingConfig },
  pdf: ObservedPdfRenderer,
) {
  const billing = config.billing;
  const payfast = payfastEndpoints(billing.mode, config.publicUrl);
  const http =
    billing.mode === "simulator" ? simulatorHttp(app, config.publicUrl) : fetchPayfastHttp;
  const outbox = billing.accounting
    ? startOutboxWorker({ db, receiver: billing.accounting, log: app.log })
    : null;
  if (outbox) app.addHook("onClose", async () => outbox.stop());
  const apiOptions = {
    baseUrl: payfast.api,
    testing: payfast.apiTesting,
    merchantId: billing.merchantId,
    passphrase: billing.passphrase,
    http,
    timeoutMs: billing.timeoutMs,
  };
  // One attempt per run: the stored row is the retry, with a back-off that survives a restart.
  const oneAttemptApi = createSubscriptionsApi({ ...apiOptions, attempts: 1 });
  const agreementCancels = startPollingWorker({
    name: "PayFast agreement cancels",
    log: app.log,
    work: () => deliverDueAgreementCancels(db, { api: oneAttemptApi, now: new Date() }),
  });
  app.addHook("onClose", async () => agreementCancels.stop());
  const seatChanges = startSeatChangeWorker({
    db,
    api: oneAttemptApi,
    log: app.log,
    callerChanged: (userId) => app.callerState.changed(userId),
  });
  app.addHook("onClose", async () => seatChanges.stop());
  app.decorate("seatChanges", { kick: seatChanges.kick });
  const deps: BillingDeps = {
    db,
    config,
    endpoints: payfast,
    http,
    api: createSubscriptionsApi(apiOptions),
    log: app.log,
    callerChanged: (userId) => app.callerState.changed(userId),
    kickOutbox: () => outbox?.kick(),
    kickAgreementCancels: agreementCancels.kick,
  };
  if (billing.mode === "simulator") {
    await registerPayfastSimulator(app, {
      billing,
      publicUrl: config.publicUrl,
      deliverItn: simulatorDeliverItn(app, config.publicUrl),
    });
  }
  await registerBillingRoutes(app, deps, pdf);
}
