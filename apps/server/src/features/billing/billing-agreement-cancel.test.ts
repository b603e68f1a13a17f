import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payfastAgreementCancel, payfastItn } from "#server/db/schema";
import { adminEnv, signedInAdmin } from "../../../test/support/admin-steps";
import {
  agreementOf,
  billingSnapshot,
  confirmingDeps,
  signedItnBody,
} from "../../../test/support/billing-state";
import {
  adviserWithCompany,
  payThroughSimulator,
  postItn,
  SIMULATOR_ENV,
  subscribe,
} from "../../../test/support/billing-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { deliverDueAgreementCancels } from "./agreement-cancel/deliver-agreement-cancels";
import { handleItn } from "./itn/handle-itn";
import { payfastEndpoints } from "./payfast/payfast-endpoints";
import { createSubscriptionsApi } from "./payfast/subscriptions-api";
import { simulatorHttp } from "./payfast-simulator/simulator-http";

/**
 * A payment PayFast took on an agreement we did not apply: the agreement is cancelled at PayFast
 * through a durable, retried queue (once per token), and an active agreement never is.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...SIMULATOR_ENV, ...adminEnv });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const HOUR = 3_600_000;
/** The Subscriptions API as the worker builds it (one attempt per run), fresh as after a restart. */
const freshApi = () =>
  createSubscriptionsApi({
    baseUrl: payfastEndpoints(t.config.billing.mode, t.config.publicUrl).api,
    testing: false,
    merchantId: t.config.billing.merchantId,
    passphrase: t.config.billing.passphrase,
    http: simulatorHttp(t.app, t.config.publicUrl),
    timeoutMs: 5000,
    attempts: 1,
  });
const deliver = (now: Date, api = freshApi()) => deliverDueAgreementCancels(db(), { api, now });
const outage = (on: boolean) =>
  t.app.inject({ method: "POST", url: "/payfast-simulator/dev/outage", payload: { on } });
const cancelsOf = (column: "token" | "mPaymentId", value: string) =>
  db().select().from(payfastAgreementCancel).where(eq(payfastAgreementCancel[column], value));
const statusAtPayfast = async (token: string) =>
  ((await freshApi().fetch(token)) as { data: { response: { status_text: string } } }).data.response
    .status_text;
let adminClient: HttpClient | undefined;
const unappliedFor = async (mPaymentId: string) => {
  adminClient ??= (await signedInAdmin(t)).client;
  const overview = (await adminClient.get("/api/v1/admin/overview")).json;
  return overview.unappliedPayments.find(
    (p: { mPaymentId: string }) => p.mPaymentId === mPaymentId,
  );
};
const startCheckout = (client: HttpClient) => client.post("/api/v1/billing/payfast/payment", {});

async function subscribedCompany(name: string) {
  const adviser = await adviserWithCompany(t, name);
  const { form } = await subscribe(t, adviser.client);
  const row = await agreementOf(db(), form.mPaymentId);
  if (!row?.token) throw new Error("subscription not active");
  return { ...adviser, mPaymentId: form.mPaymentId, token: row.token };
}

/** A company whose newer checkout is paid (active) and whose older one was superseded, unpaid. */
async function activeWithSupersededCheckout(name: string) {
  const adviser = await adviserWithCompany(t, name);
  const old = await startCheckout(adviser.client);
  const newer = await startCheckout(adviser.client);
  await payThroughSimulator(t, newer.json);
  const active = await agreementOf(db(), newer.json.mPaymentId);
  if (active?.status !== "active" || !active.token) throw new Error("newer checkout not active");
  return { ...adviser, old: old.json, activeToken: active.token };
}

const completeItn = (mPaymentId: string, token: string, passphrase = t.config.billing.passphrase) =>
  signedItnBody(
    [
      ["m_payment_id", mPaymentId],
      ["pf_payment_id", `pf-${Math.random()}`],
      ["payment_status", "COMPLETE"],
      ["amount_gross", "999.99"],
      ["merchant_id", t.config.billing.merchantId],
      ["token", token],
    ],
    passphrase,
  );

describe("an old, superseded checkout paid while another agreement is active", () => {
  it("queues PayFast's cancel; PayFast down → retried with back-off → up → cancelled; replays queue nothing", async () => {
    const alice = await activeWithSupersededCheckout("Alice Twice Paid");
    const old = { json: alice.old };
    const before = await billingSnapshot(db());

    await outage(true);
    try {
      await payThroughSimulator(t, old.json);
      expect(await billingSnapshot(db())).toEqual(before);
      const [queued] = await cancelsOf("mPaymentId", old.json.mPaymentId);
      expect(queued).toMatchObject({ companyId: alice.company.id, state: "queued" });
      const token = queued?.token ?? "";
      expect(token).not.toBe(alice.activeToken);

      // The ITN kicked the worker; PayFast's API is down, so it fails and waits its back-off. The
      // attempt is booked before PayFast is called and its error written after: wait for the error.
      await vi.waitFor(async () =>
        expect((await cancelsOf("token", token))[0]?.lastError).toMatch(
          /PayFast did not answer: HTTP 503/,
        ),
      );
      const [failing] = await cancelsOf("token", token);
      expect(failing?.attempts).toBe(1);
      expect(failing?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect((await unappliedFor(old.json.mPaymentId)).agreementCancel).toMatchObject({
        state: "failing",
        attempts: 1,
        lastError: expect.stringMatching(/HTTP 503/),
      });
      expect(await deliver(new Date())).toEqual({ cancelled: 0, failed: 0, kept: 0 });
      expect(await deliver(new Date(Date.now() + HOUR))).toEqual({
        cancelled: 0,
        failed: 1,
        kept: 0,
      });

      // A replay of PayFast's ITN is a duplicate: no second cancel.
      const [itn] = await db()
        .select()
        .from(payfastItn)
        .where(eq(payfastItn.mPaymentId, old.json.mPaymentId));
      expect((await postItn(t, itn?.rawBody ?? "")).body).toBe("OK");
      expect(await cancelsOf("token", token)).toHaveLength(1);

      await outage(false);
      expect(await deliver(new Date(Date.now() + 2 * HOUR))).toEqual({
        cancelled: 1,
        failed: 0,
        kept: 0,
      });
      expect((await cancelsOf("token", token))[0]).toMatchObject({
        state: "cancelled",
        attempts: 3,
        lastError: "",
      });
      expect(await statusAtPayfast(token)).toBe("CANCELLED");
      expect(await statusAtPayfast(alice.activeToken)).toBe("ACTIVE");
      expect(await billingSnapshot(db())).toEqual(before);
      expect((await unappliedFor(old.json.mPaymentId)).agreementCancel).toMatchObject({
        state: "cancelled",
        doneAt: expect.any(String),
      });
      expect(await deliver(new Date(Date.now() + 3 * HOUR))).toEqual({
        cancelled: 0,
        failed: 0,
        kept: 0,
      });
    } finally {
      await outage(false);
    }
  });

  it("an agreement PayFast already cancelled counts as cancelled, not as a failure", async () => {
    const alice = await activeWithSupersededCheckout("Alice Already");
    const old = { json: alice.old };
    await outage(true);
    try {
      await payThroughSimulator(t, old.json);
      const [queued] = await cancelsOf("mPaymentId", old.json.mPaymentId);
      // The first attempt has failed (its error is written after PayFast answered), not just begun.
      await vi.waitFor(async () =>
        expect((await cancelsOf("mPaymentId", old.json.mPaymentId))[0]?.lastError).toMatch(
          /PayFast did not answer: HTTP 503/,
        ),
      );
      expect((await cancelsOf("mPaymentId", old.json.mPaymentId))[0]?.attempts).toBe(1);
      await outage(false);
      await freshApi().cancel(queued?.token ?? "");
      expect(await deliver(new Date(Date.now() + HOUR))).toMatchObject({ cancelled: 1 });
      expect((await cancelsOf("token", queued?.token ?? ""))[0]?.state).toBe("cancelled");
    } finally {
      await outage(false);
    }
  });
});

describe("nothing is queued without a signed, confirmed payment", () => {
  it("a forged signature or an ITN PayFast does not confirm queues no cancel; a confirmed one does", async () => {
    const alice = await activeWithSupersededCheckout("Alice Forged");
    const old = { json: alice.old };
    const forged = completeItn(old.json.mPaymentId, "forged-token-1", "not-the-passphrase");
    expect((await postItn(t, forged)).statusCode).toBe(400);
    const unconfirmed = await handleItn(
      { ...confirmingDeps(t), http: async () => ({ status: 200, text: "INVALID" }) },
      {
        rawBody: completeItn(old.json.mPaymentId, "forged-token-2"),
        remoteIp: "127.0.0.1",
        now: new Date(),
      },
    );
    expect(unconfirmed.outcome).toBe("rejected");
    expect(await cancelsOf("mPaymentId", old.json.mPaymentId)).toEqual([]);

    const confirmed = await handleItn(confirmingDeps(t), {
      rawBody: completeItn(old.json.mPaymentId, "second-agreement-token"),
      remoteIp: "127.0.0.1",
      now: new Date(),
    });
    expect(confirmed).toMatchObject({ outcome: "ignored" });
    expect(await cancelsOf("mPaymentId", old.json.mPaymentId)).toEqual([
      expect.objectContaining({ token: "second-agreement-token", state: "queued" }),
    ]);
  });
});

describe("the company's active agreement is never cancelled", () => {
  it("a confirmed COMPLETE naming another active agreement's token queues nothing", async () => {
    const alice = await subscribedCompany("Alice Names Bob");
    const bob = await subscribedCompany("Bob Is Active");
    const result = await handleItn(confirmingDeps(t), {
      rawBody: completeItn(alice.mPaymentId, bob.token),
      remoteIp: "127.0.0.1",
      now: new Date(),
    });
    expect(result.reason).toMatch(/^token-mismatch/);
    expect(await cancelsOf("token", bob.token)).toEqual([]);
    expect(await cancelsOf("token", alice.token)).toEqual([]);
  });

  it("a job whose token is an active agreement's at send time is kept, never sent", async () => {
    const bob = await subscribedCompany("Bob Guarded");
    await db()
      .insert(payfastAgreementCancel)
      .values({ token: bob.token, mPaymentId: bob.mPaymentId, companyId: bob.company.id });
    const cancel = vi.fn(async () => ({}));
    const result = await deliver(new Date(), { cancel, fetch: async () => ({}) } as never);
    expect(result.kept).toBe(1);
    expect(cancel).not.toHaveBeenCalledWith(bob.token);
    expect((await cancelsOf("token", bob.token))[0]?.state).toBe("kept-active");
    expect((await agreementOf(db(), bob.mPaymentId))?.status).toBe("active");
    expect(await statusAtPayfast(bob.token)).toBe("ACTIVE");
  });

  it("a cancel queued a moment ago is due though this process's clock trails the database's", async () => {
    const bob = await subscribedCompany("Bob Queued Just Now");
    const trailing = new Date(Date.now() - 1);
    await db()
      .insert(payfastAgreementCancel)
      .values({ token: bob.token, mPaymentId: bob.mPaymentId, companyId: bob.company.id });
    const cancel = vi.fn(async () => ({}));
    expect(await deliver(trailing, { cancel, fetch: async () => ({}) } as never)).toMatchObject({
      kept: 1,
    });
  });
});
