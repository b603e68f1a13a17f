import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { company, invoice, payfastItn, payfastSeatChange, payment } from "#server/db/schema";
import { acceptInvitation } from "#server/features/members/invitations";
import { adminEnv, signedInAdmin } from "../../../test/support/admin-steps";
import { agreementOf, billingSnapshot, signedItnBody } from "../../../test/support/billing-state";
import {
  addCoupon,
  adviserWithCompany,
  payThroughSimulator,
  postItn,
  SIMULATOR_ENV,
  subscribe,
} from "../../../test/support/billing-steps";
import { signedInAdviser } from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { del } from "../../../test/support/record-steps";
import { seedTrial } from "../../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { invoiceLines } from "./invoices/invoice-lines";
import { payfastEndpoints } from "./payfast/payfast-endpoints";
import { createSubscriptionsApi } from "./payfast/subscriptions-api";
import { simulatorHttp } from "./payfast-simulator/simulator-http";
import { discountedCents } from "./price-quote";
import { deliverDueSeatChanges } from "./seats/deliver-seat-changes";
import { recurringAmountFor } from "./seats/seat-amount";

/**
 * Per-seat billing (ADR 031): the agreement charges seats × plan price; a member joining or
 * leaving moves PayFast's amount through a durable, retried queue, once per state of the
 * membership, only after PayFast confirms.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...SIMULATOR_ENV, ...adminEnv });
});
afterAll(async () => t.close());

const PLAN = 99_999;
const HOUR = 3_600_000;
const db = () => t.database.db;

/** The Subscriptions API as the worker builds it (one attempt per run), counting `update` calls. */
function countingApi() {
  const api = createSubscriptionsApi({
    baseUrl: payfastEndpoints(t.config.billing.mode, t.config.publicUrl).api,
    testing: false,
    merchantId: t.config.billing.merchantId,
    passphrase: t.config.billing.passphrase,
    http: simulatorHttp(t.app, t.config.publicUrl),
    timeoutMs: 5000,
    attempts: 1,
  });
  const sent: number[] = [];
  return {
    sent,
    update: async (token: string, change: { amount?: number }) => {
      sent.push(change.amount ?? -1);
      return api.update(token, change);
    },
  };
}
const deliver = (api: Pick<ReturnType<typeof countingApi>, "update">, now = new Date()) =>
  deliverDueSeatChanges(db(), {
    api,
    now,
    callerChanged: (userId) => t.app.callerState.changed(userId),
  });
const outage = (on: boolean) =>
  t.app.inject({ method: "POST", url: "/payfast-simulator/dev/outage", payload: { on } });
const simulatorUpdates = async (token: string) =>
  (
    await t.app.inject({ method: "GET", url: `/payfast-simulator/dev/updates/${token}` })
  ).json() as {
    amounts: number[];
    recurringAmountCents: number;
  };
const seatChangeOf = async (companyId: string) =>
  (
    await db().select().from(payfastSeatChange).where(eq(payfastSeatChange.companyId, companyId))
  )[0];

/**
 * No update of the company's seats in flight: delivers its due change, or waits while the app's
 * own worker (kicked by the member routes) finishes one it took first. Until that worker records
 * PayFast's confirmation, PayFast charges the new amount while the agreement still says the old
 * one, and a debit then is refused as amount-mismatch (PayFast sends it again later).
 */
const settleSeatChanges = (companyId: string) =>
  vi.waitFor(
    async () => {
      await deliver(countingApi());
      expect(await seatChangeOf(companyId)).toMatchObject({ state: "done" });
    },
    { timeout: 30_000, interval: 250 },
  );

let adminClient: HttpClient | undefined;
/** The admin overview's failing seat change for a company, if it lists one. */
const failingSeatChangeOf = async (companyName: string) => {
  adminClient ??= (await signedInAdmin(t)).client;
  const overview = await adminClient.call(adminRoutes.adminOverview);
  expect(overview.status).toBe(200);
  return overview.json.failingSeatChanges.find(
    (row: { companyName: string }) => row.companyName === companyName,
  );
};

/** Sends an invitation and returns the token from the e-mail's link. */
async function invite(owner: HttpClient, email: string, role = "adviser") {
  const sent = await owner.post("/api/v1/company/invitations", { email, role });
  expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  const mail = await t.mail.waitFor(email, /invites you to/i);
  const link = mail.body.match(/https?:\/\/[^\s"<>]+invitations\/accept\?token=[^\s"<>]+/g)?.at(-1);
  if (!link) throw new Error("no invitation link in the e-mail");
  return new URL(link).searchParams.get("token") ?? "";
}

/** An invitee who joins through the service (no route, so no worker kick: the test delivers). */
async function invitee(owner: HttpClient, name: string) {
  const person = await signedInAdviser(t, name);
  const token = await invite(owner, person.email);
  return {
    ...person,
    join: () =>
      acceptInvitation(db(), {
        token,
        userId: person.userId,
        email: person.email,
        now: new Date(),
      }),
  };
}

async function subscribedOwner(name: string, couponCode?: string) {
  const owner = await adviserWithCompany(t, name);
  const { form } = await subscribe(t, owner.client, couponCode);
  const row = await agreementOf(db(), form.mPaymentId);
  if (!row?.token) throw new Error("subscription not active");
  return { ...owner, mPaymentId: form.mPaymentId, token: row.token };
}

/** PayFast's next monthly debit of the agreement, through the simulator; its invoice total. */
async function nextDebit(owner: { token: string; mPaymentId: string }) {
  const charged = await t.app.inject({
    method: "POST",
    url: `/payfast-simulator/dev/charge/${owner.token}`,
    payload: {},
  });
  expect(charged.json()).toEqual({ itnStatus: 200 });
  const agreement = await agreementOf(db(), owner.mPaymentId);
  const rows = await db()
    .select()
    .from(invoice)
    .where(eq(invoice.paymentId, agreement?.id ?? ""))
    .orderBy(invoice.number);
  return rows.at(-1);
}

describe("per-seat amounts", () => {
  it("a one-member company pays the plan price, and its invoice is 1 seat × price", async () => {
    const owner = await subscribedOwner("Solo Seat");
    const billing = (await owner.client.call(billingRoutes.getBilling)).json;
    expect(billing).toMatchObject({ planAmountCents: PLAN, seats: 1, monthlyAmountCents: PLAN });
    expect(billing.agreement).toMatchObject({ seats: 1, recurringAmountCents: PLAN });
    const [row] = await db().select().from(invoice).where(eq(invoice.companyId, owner.company.id));
    expect(row).toMatchObject({ seats: 1, seatPriceCents: PLAN, totalCents: PLAN });
    expect(invoiceLines(row as NonNullable<typeof row>).totalCents).toBe(PLAN);
  });

  it("two joins at once: PayFast is moved to 3 seats once, and every member's claims say so", async () => {
    const owner = await subscribedOwner("Race Owner");
    const a = await invitee(owner.client, "Race Joiner A");
    const b = await invitee(owner.client, "Race Joiner B");
    await Promise.all([a.join(), b.join()]);
    expect(await seatChangeOf(owner.company.id)).toMatchObject({ state: "queued", changes: 2 });

    const api = countingApi();
    expect(await deliver(api)).toEqual({ updated: 1, failed: 0, unchanged: 0 });
    expect(api.sent).toEqual([3 * PLAN]);
    expect((await simulatorUpdates(owner.token)).amounts).toEqual([3 * PLAN]);
    expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({
      seats: 3,
      recurringAmountCents: 3 * PLAN,
    });
    for (const member of [owner, a, b]) {
      const claims = (await member.client.call(accountRoutes.getMe)).json.claims;
      expect(claims).toMatchObject({ hasSubscription: true, centAmount: 3 * PLAN });
    }
    // Delivered: a second run (or another instance) sends nothing more.
    expect(await deliver(api)).toEqual({ updated: 0, failed: 0, unchanged: 0 });
    expect(api.sent).toEqual([3 * PLAN]);
  });

  it("a replayed join or removal changes nothing; a removal lowers the amount once, after the debit", async () => {
    const owner = await subscribedOwner("Replay Owner");
    const a = await invitee(owner.client, "Replay Joiner");
    await a.join();
    await expect(a.join()).rejects.toMatchObject({ status: 404 });
    expect(await seatChangeOf(owner.company.id)).toMatchObject({ changes: 1 });
    const api = countingApi();
    await deliver(api);
    expect(api.sent).toEqual([2 * PLAN]);

    const removed = await del(owner.client, `/api/v1/company/members/${a.userId}`);
    expect(removed.status).toBe(204);
    const again = await del(owner.client, `/api/v1/company/members/${a.userId}`);
    expect(again.status).toBe(404);
    // The member worked in this period: the next debit still covers their seat (review F2).
    await deliver(api);
    expect(await nextDebit(owner)).toMatchObject({ seats: 2, totalCents: 2 * PLAN });
    // The debit started a period with one member: the agreement lands on one seat, as PayFast
    // confirms (this run, or the app's own worker if it took the row first).
    await deliver(api);
    await vi.waitFor(async () =>
      expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({
        seats: 1,
        recurringAmountCents: PLAN,
      }),
    );
    expect((await simulatorUpdates(owner.token)).amounts).toEqual([2 * PLAN, PLAN]);
  });

  it("an every-payment coupon applies to the whole amount", async () => {
    await addCoupon(t, {
      code: "SEATS25",
      discountPercent: "25",
      appliesToRecurring: "every-payment",
      usageLimit: 10,
    });
    const owner = await subscribedOwner("Coupon Owner", "SEATS25");
    expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({
      recurringAmountCents: 74_999,
    });
    await (await invitee(owner.client, "Coupon Joiner")).join();
    const api = countingApi();
    await deliver(api);
    // 2 × 99 999 = 199 998; 25 % = 49 999.5 → 50 000 off → 149 998.
    expect(api.sent).toEqual([149_998]);
    expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({
      seats: 2,
      recurringAmountCents: 149_998,
    });
  });

  it("the trial covers the company: a member joining a trial has access and nothing is sent", async () => {
    const owner = await adviserWithCompany(t, "Trial Owner");
    await seedTrial(t, owner.userId);
    const joiner = await invitee(owner.client, "Trial Joiner");
    await joiner.join();
    const claims = (await joiner.client.call(accountRoutes.getMe)).json.claims;
    expect(claims).toMatchObject({ hasSubscription: true, centAmount: 0 });
    const api = countingApi();
    expect(await deliver(api)).toMatchObject({ updated: 0, failed: 0 });
    expect(api.sent).toEqual([]);
    expect(await seatChangeOf(owner.company.id)).toMatchObject({ state: "done" });
  });

  it("a member who joins between checkout and payment: the first ITN queues the update", async () => {
    const owner = await adviserWithCompany(t, "Checkout Owner");
    const started = await owner.client.call(billingRoutes.createPayfastPayment, { body: {} });
    expect(Object.fromEntries(started.json.fields)).toMatchObject({ recurring_amount: "999.99" });
    await (await invitee(owner.client, "Checkout Joiner")).join();
    const api = countingApi();
    await deliver(api); // no agreement yet: nothing to send
    await payThroughSimulator(t, started.json);
    expect(await agreementOf(db(), started.json.mPaymentId)).toMatchObject({
      status: "active",
      seats: 1,
    });
    await deliver(api);
    expect(api.sent).toEqual([2 * PLAN]);
    expect(await agreementOf(db(), started.json.mPaymentId)).toMatchObject({
      seats: 2,
      recurringAmountCents: 2 * PLAN,
    });
  });
});

describe("the period's peak seats (review F2)", () => {
  // Each test ends on a debit that may queue a change: delivered here, so the fault tests below
  // count only their own company's row.
  afterEach(async () => {
    await deliver(countingApi());
  });

  it("a member who joined after a debit and left before the next is charged at the next debit", async () => {
    const owner = await subscribedOwner("Peak Owner");
    const joiner = await invitee(owner.client, "Peak Joiner");
    await joiner.join();
    const api = countingApi();
    await deliver(api);
    expect((await del(owner.client, `/api/v1/company/members/${joiner.userId}`)).status).toBe(204);
    await settleSeatChanges(owner.company.id);
    // The member worked this period: the agreement stays at two seats until the debit.
    expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({
      seats: 2,
      recurringAmountCents: 2 * PLAN,
    });
    expect(await nextDebit(owner)).toMatchObject({ totalCents: 2 * PLAN, seats: 2 });
    // After the debit the new period starts with the members there are: one seat (this run, or
    // the app's own worker if it took the row first).
    await deliver(api);
    await vi.waitFor(async () =>
      expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({ seats: 1 }),
    );
    expect((await simulatorUpdates(owner.token)).amounts).toEqual([2 * PLAN, PLAN]);
    expect(await nextDebit(owner)).toMatchObject({ totalCents: PLAN, seats: 1 });
    const billing = (await owner.client.call(billingRoutes.getBilling)).json;
    expect(billing).toMatchObject({ seats: 1, billedSeats: 1 });
  });

  it("/billing says what the next debit covers: the most members at once since the last debit", async () => {
    const owner = await subscribedOwner("Covers Owner");
    const a = await invitee(owner.client, "Covers A");
    const b = await invitee(owner.client, "Covers B");
    await a.join();
    await b.join();
    await del(owner.client, `/api/v1/company/members/${a.userId}`);
    await del(owner.client, `/api/v1/company/members/${b.userId}`);
    const billing = (await owner.client.call(billingRoutes.getBilling)).json;
    expect(billing).toMatchObject({ seats: 1, billedSeats: 3 });
  });

  it("a member an administrator disabled stays a seat, and /billing says so", async () => {
    const owner = await subscribedOwner("Disabled Seat Owner");
    const joiner = await invitee(owner.client, "Disabled Seat Joiner");
    await joiner.join();
    adminClient ??= (await signedInAdmin(t)).client;
    expect((await adminClient.post(`/api/v1/admin/users/${joiner.userId}/disable`)).status).toBe(
      200,
    );
    expect((await owner.client.call(billingRoutes.getBilling)).json).toMatchObject({
      seats: 2,
      billedSeats: 2,
      disabledMembers: 1,
    });
  });

  it("a replayed or forged debit ITN does not start a new period: the peak stays billed", async () => {
    const owner = await subscribedOwner("Replay Peak Owner");
    const [genuine] = await db()
      .select()
      .from(payfastItn)
      .where(eq(payfastItn.mPaymentId, owner.mPaymentId));
    const joiner = await invitee(owner.client, "Replay Peak Joiner");
    await joiner.join();
    await del(owner.client, `/api/v1/company/members/${joiner.userId}`);
    const forged = signedItnBody(
      [
        ["m_payment_id", owner.mPaymentId],
        ["pf_payment_id", "pf-forged-peak"],
        ["payment_status", "COMPLETE"],
        ["amount_gross", "999.99"],
        ["merchant_id", t.config.billing.merchantId],
        ["token", owner.token],
      ],
      "wrong passphrase",
    );
    expect((await postItn(t, forged)).body).toBe("bad-signature");
    const replayed = await postItn(t, genuine?.rawBody ?? "");
    // A duplicate, or refused first when the agreement already charges two seats: never applied.
    expect(["OK", "amount-mismatch"]).toContain(replayed.body);
    expect(
      (await db().select().from(invoice).where(eq(invoice.companyId, owner.company.id))).length,
    ).toBe(1);
    await settleSeatChanges(owner.company.id);
    expect((await owner.client.call(billingRoutes.getBilling)).json.billedSeats).toBe(2);
    expect(await nextDebit(owner)).toMatchObject({ totalCents: 2 * PLAN });
  });

  it("a join racing the debit's ITN is billed at the following debit", async () => {
    const owner = await subscribedOwner("Race Peak Owner");
    const joiner = await invitee(owner.client, "Race Peak Joiner");
    await Promise.all([nextDebit(owner), joiner.join()]);
    await del(owner.client, `/api/v1/company/members/${joiner.userId}`);
    await settleSeatChanges(owner.company.id);
    // Whichever came first, the member was there after the debit: the next one covers them.
    expect((await owner.client.call(billingRoutes.getBilling)).json.billedSeats).toBe(2);
    expect(await nextDebit(owner)).toMatchObject({ totalCents: 2 * PLAN });
  });

  it("an update that timed out after PayFast applied it is sent again, even when the seats come back to ours", async () => {
    const owner = await subscribedOwner("Timeout Owner");
    const first = await invitee(owner.client, "Timeout First");
    await first.join();
    await settleSeatChanges(owner.company.id);
    await del(owner.client, `/api/v1/company/members/${first.userId}`);
    await settleSeatChanges(owner.company.id);
    // The debit pays for two seats; the period it starts has one member: PayFast is to go to one.
    expect(await nextDebit(owner)).toMatchObject({ totalCents: 2 * PLAN });
    const real = countingApi();
    const timesOut = {
      update: async (token: string, change: { amount?: number }) => {
        await real.update(token, change);
        throw new Error("The operation was aborted due to timeout");
      },
    };
    await vi.waitFor(
      async () => {
        await deliver(timesOut);
        expect(await seatChangeOf(owner.company.id)).toMatchObject({
          lastError: expect.stringMatching(/timeout/),
        });
      },
      { timeout: 30_000, interval: 250 },
    );
    // PayFast charges one seat now; the agreement still says two, as nothing was confirmed.
    expect((await simulatorUpdates(owner.token)).recurringAmountCents).toBe(PLAN);
    expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({ seats: 2 });
    // A join brings the seats back to the agreement's two: the amount is still sent to PayFast.
    await (await invitee(owner.client, "Timeout Second")).join();
    const api = countingApi();
    await deliver(api, new Date(Date.now() + HOUR));
    expect(api.sent).toEqual([2 * PLAN]);
    expect(await seatChangeOf(owner.company.id)).toMatchObject({ state: "done", lastError: "" });
    expect((await simulatorUpdates(owner.token)).recurringAmountCents).toBe(2 * PLAN);
    expect(await nextDebit(owner)).toMatchObject({ totalCents: 2 * PLAN });
  });
});

describe("a debit PayFast began before it confirmed a seat change", () => {
  /** PayFast's debit begun before the latest update: it carries the amount before it. */
  const chargeBegunBeforeUpdate = async (owner: { token: string }) =>
    (
      await t.app.inject({
        method: "POST",
        url: `/payfast-simulator/dev/charge/${owner.token}`,
        payload: { startedBeforeUpdate: true },
      })
    ).json();
  const invoicesOf = async (mPaymentId: string) =>
    db()
      .select()
      .from(invoice)
      .where(eq(invoice.paymentId, (await agreementOf(db(), mPaymentId))?.id ?? ""))
      .orderBy(invoice.number);

  it("is applied at the amount it carried, invoiced for the seats it paid; the next debit is at the new amount", async () => {
    const owner = await subscribedOwner("Early Debit Owner");
    await (await invitee(owner.client, "Early Debit Joiner")).join();
    await deliver(countingApi());
    expect((await agreementOf(db(), owner.mPaymentId))?.recurringAmountCents).toBe(2 * PLAN);

    expect(await chargeBegunBeforeUpdate(owner)).toEqual({ itnStatus: 200 });
    const early = (await invoicesOf(owner.mPaymentId)).at(-1);
    expect(early).toMatchObject({ seats: 1, seatPriceCents: PLAN, totalCents: PLAN });
    expect(invoiceLines(early as NonNullable<typeof early>).totalCents).toBe(PLAN);
    expect(await nextDebit(owner)).toMatchObject({ seats: 2, totalCents: 2 * PLAN });
  });

  it("is refused once the change is older than PayFast's retries (72 hours): nothing is invoiced", async () => {
    const owner = await subscribedOwner("Late Debit Owner");
    await (await invitee(owner.client, "Late Debit Joiner")).join();
    await deliver(countingApi());
    const agreement = await agreementOf(db(), owner.mPaymentId);
    await db()
      .update(payment)
      .set({ amountChangedAt: new Date(Date.now() - 73 * HOUR) })
      .where(eq(payment.id, agreement?.id ?? ""));
    const before = await invoicesOf(owner.mPaymentId);
    expect(await chargeBegunBeforeUpdate(owner)).toEqual({ itnStatus: 400 });
    expect(await invoicesOf(owner.mPaymentId)).toEqual(before);
  });
});

describe("faults and forgeries", () => {
  it("PayFast down: retried with back-off, nothing changes locally until PayFast confirms", async () => {
    const owner = await subscribedOwner("Outage Owner");
    await (await invitee(owner.client, "Outage Joiner")).join();
    const before = await agreementOf(db(), owner.mPaymentId);
    const now = new Date();
    await outage(true);
    try {
      const api = countingApi();
      expect(await deliver(api, now)).toEqual({ updated: 0, failed: 1, unchanged: 0 });
      const queued = await seatChangeOf(owner.company.id);
      expect(queued).toMatchObject({ state: "queued", attempts: 1 });
      expect(queued?.lastError).toMatch(/PayFast did not answer: HTTP 503/);
      expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
      expect(await agreementOf(db(), owner.mPaymentId)).toEqual(before);
      // Not due again before its back-off: no call at all.
      expect(await deliver(api, now)).toEqual({ updated: 0, failed: 0, unchanged: 0 });
      expect(api.sent).toEqual([2 * PLAN]);
    } finally {
      await outage(false);
    }
    const api = countingApi();
    expect(await deliver(api, new Date(now.getTime() + HOUR))).toMatchObject({ updated: 1 });
    expect(await seatChangeOf(owner.company.id)).toMatchObject({
      state: "done",
      lastError: "",
      confirmedAmountCents: 2 * PLAN,
    });
    expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({
      seats: 2,
      recurringAmountCents: 2 * PLAN,
    });
  });

  it("a failing seat change needs the admin's attention until PayFast accepts it", async () => {
    const owner = await subscribedOwner("Listed Seats Owner");
    // Every seeded company shares one name: this one gets its own, to be found in the list.
    const name = "Listed Seats Advisory";
    await db().update(company).set({ accountName: name }).where(eq(company.id, owner.company.id));
    await (await invitee(owner.client, "Listed Seats Joiner")).join();
    // Queued but not tried yet: nothing has failed.
    expect(await failingSeatChangeOf(name)).toBeUndefined();
    const now = new Date();
    await outage(true);
    try {
      expect(await deliver(countingApi(), now)).toMatchObject({ failed: 1 });
    } finally {
      await outage(false);
    }
    const row = await seatChangeOf(owner.company.id);
    expect(await failingSeatChangeOf(name)).toEqual({
      companyName: name,
      seats: 2,
      amountCents: 2 * PLAN,
      attempts: 1,
      lastError: expect.stringMatching(/PayFast did not answer: HTTP 503/),
      nextAttemptAt: row?.nextAttemptAt.toISOString(),
    });
    // Another member joins meanwhile: the listing shows the seats the next try sends.
    await (await invitee(owner.client, "Listed Seats Second")).join();
    expect(await failingSeatChangeOf(name)).toBeUndefined(); // re-queued: untried again
    await outage(true);
    try {
      await deliver(countingApi(), now);
    } finally {
      await outage(false);
    }
    expect(await failingSeatChangeOf(name)).toMatchObject({ seats: 3, amountCents: 3 * PLAN });

    expect(await deliver(countingApi(), new Date(now.getTime() + HOUR))).toMatchObject({
      updated: 1,
    });
    expect(await seatChangeOf(owner.company.id)).toMatchObject({ state: "done" });
    expect(await failingSeatChangeOf(name)).toBeUndefined();
  });

  it("a change while PayFast is being called keeps the row queued; the next run sends the new count", async () => {
    const owner = await subscribedOwner("Inflight Owner");
    await (await invitee(owner.client, "Inflight A")).join();
    const late = await invitee(owner.client, "Inflight B");
    const api = countingApi();
    const joinDuringCall = {
      sent: api.sent,
      update: async (token: string, change: { amount?: number }) => {
        const answer = await api.update(token, change);
        if (api.sent.length === 1) await late.join();
        return answer;
      },
    };
    expect(await deliverDueSeatChanges(db(), { api: joinDuringCall, now: new Date() })).toEqual({
      updated: 2,
      failed: 0,
      unchanged: 0,
    });
    expect(api.sent).toEqual([2 * PLAN, 3 * PLAN]);
    expect(await agreementOf(db(), owner.mPaymentId)).toMatchObject({
      seats: 3,
      recurringAmountCents: 3 * PLAN,
    });
    expect(await seatChangeOf(owner.company.id)).toMatchObject({ state: "done", changes: 2 });
  });

  it("forged or unconfirmed ITNs at the new amount move no money; PayFast's renewal at it does", async () => {
    const owner = await subscribedOwner("Forge Owner");
    await (await invitee(owner.client, "Forge Joiner")).join();
    const forged = (passphrase: string) =>
      signedItnBody(
        [
          ["m_payment_id", owner.mPaymentId],
          ["pf_payment_id", `pf-forged-${Math.random()}`],
          ["payment_status", "COMPLETE"],
          ["amount_gross", "1999.98"],
          ["merchant_id", t.config.billing.merchantId],
          ["token", owner.token],
        ],
        passphrase,
      );
    const before = await billingSnapshot(db());
    // Before PayFast confirmed the update the agreement still charges one seat.
    expect((await postItn(t, forged(t.config.billing.passphrase))).body).toBe("amount-mismatch");
    expect((await postItn(t, forged("wrong passphrase"))).body).toBe("bad-signature");
    await deliver(countingApi());
    // Now 2 seats: correctly signed, but PayFast never sent it, so its validate refuses.
    expect((await postItn(t, forged(t.config.billing.passphrase))).body).toBe("not-confirmed");
    const after = await billingSnapshot(db());
    expect(after.invoices).toEqual(before.invoices);

    const charged = await t.app.inject({
      method: "POST",
      url: `/payfast-simulator/dev/charge/${owner.token}`,
      payload: {},
    });
    expect(charged.json()).toEqual({ itnStatus: 200 });
    const rows = await db()
      .select()
      .from(invoice)
      .where(eq(invoice.paymentId, (await agreementOf(db(), owner.mPaymentId))?.id ?? ""));
    const renewal = rows.find((r) => r.totalCents === 2 * PLAN);
    expect(renewal).toMatchObject({ seats: 2, seatPriceCents: PLAN });
    const lines = invoiceLines(renewal as NonNullable<typeof renewal>);
    expect(lines.lines.map((l) => l.amountCents)).toEqual([2 * PLAN]);
    expect(lines.lines[0]?.label).toMatch(/2 seats × R\u00a0999,99$/);
    expect(lines.totalCents).toBe(2 * PLAN);
  });
});

describe("invoice rows", () => {
  const base = { description: "Adviser Desk", seats: 3, seatPriceCents: 10_000 };
  it("seats × price, a coupon's discount, and a total that is their sum", () => {
    expect(invoiceLines({ ...base, totalCents: 30_000 }).lines).toEqual([
      { label: "Adviser Desk: 3 seats × R\u00a0100,00", amountCents: 30_000 },
    ]);
    const discounted = invoiceLines({ ...base, totalCents: 22_500 });
    expect(discounted.lines.map((l) => l.amountCents)).toEqual([30_000, -7_500]);
    expect(discounted.totalCents).toBe(22_500);
  });
  it("an invoice from before seats, or one that is not seats × price less a discount, is one row", () => {
    expect(
      invoiceLines({ ...base, seats: null, seatPriceCents: null, totalCents: 5 }).lines,
    ).toEqual([{ label: "Adviser Desk", amountCents: 5 }]);
    expect(invoiceLines({ ...base, totalCents: 30_001 }).lines).toEqual([
      { label: "Adviser Desk", amountCents: 30_001 },
    ]);
  });
  it("whatever the rows, the total is their sum and equals the amount charged", () => {
    for (let seats = 1; seats <= 12; seats++) {
      for (const totalCents of [1, 9_999, seats * 9_999, seats * 9_999 - 1, seats * 9_999 + 1]) {
        const result = invoiceLines({ description: "x", seats, seatPriceCents: 9_999, totalCents });
        expect(result.totalCents).toBe(totalCents);
        expect(result.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(totalCents);
      }
    }
  });
});

describe("the amount for a seat count", () => {
  const agreement = (seats: number, recurring: number, discountPercent = "0") => ({
    planAmountCents: 10_000,
    seats,
    recurringAmountCents: recurring,
    discountPercent,
  });
  it("is seats × price, an every-payment coupon on the whole of it, a spent first-payment one on none", () => {
    for (let seats = 1; seats <= 25; seats++) {
      const change = { seats, seatPriceCents: 10_000 };
      // No coupon, or a first-payment coupon (the agreement charges the full price monthly).
      expect(recurringAmountFor(agreement(1, 10_000), change)).toBe(seats * 10_000);
      expect(recurringAmountFor(agreement(2, 20_000, "50"), change)).toBe(seats * 10_000);
      // Every payment at 33.33 %: the discount of the whole, never the sum of per-seat discounts.
      const every = recurringAmountFor(agreement(1, 6_667, "33.33"), change);
      expect(every).toBe(discountedCents(seats * 10_000, 33.33));
    }
  });
});
