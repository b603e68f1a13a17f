import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupon, couponUse, payfastItn, payment } from "#server/db/schema";
import { adminEnv, signedInAdmin } from "../../../test/support/admin-steps";
import { agreementOf, billingSnapshot } from "../../../test/support/billing-state";
import {
  addCoupon,
  adviserWithCompany,
  payThroughSimulator,
  SIMULATOR_ENV,
} from "../../../test/support/billing-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/** Coupons are reserved by the checkout, in its transaction, under database constraints. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...SIMULATOR_ENV, ...adminEnv });
});
afterAll(async () => t.close());

const db = () => t.database.db;
let adminClient: HttpClient | undefined;
const admin = async () => {
  adminClient ??= (await signedInAdmin(t)).client;
  return adminClient;
};
const usesOf = async (code: string) =>
  (await db().select().from(coupon).where(eq(coupon.code, code)))[0]?.usesCount;
const startCheckout = (client: HttpClient, couponCode?: string) =>
  client.post("/api/v1/billing/payfast/payment", couponCode ? { couponCode } : {});
const expire = (mPaymentId: string) =>
  db()
    .update(payment)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(payment.mPaymentId, mPaymentId));

describe("a usage limit of 1", () => {
  it("two checkouts started at once: exactly one gets the discount", async () => {
    await addCoupon(t, { code: "RACE1", discountPercent: "50", usageLimit: 1 });
    const alice = await adviserWithCompany(t, "Alice Race");
    const bob = await adviserWithCompany(t, "Bob Race");
    const results = await Promise.all([
      startCheckout(alice.client, "RACE1"),
      startCheckout(bob.client, "RACE1"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.json.detail).toBe("Coupon incorrect");
    expect(await usesOf("RACE1")).toBe(1);
    expect(await db().select().from(couponUse).where(eq(couponUse.code, "RACE1"))).toHaveLength(1);
  });

  it("ten concurrent checkouts: one reservation, nine refusals, the counter never passes the limit", async () => {
    await addCoupon(t, { code: "RACE10", discountPercent: "50", usageLimit: 1 });
    const advisers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => adviserWithCompany(t, `Racer ${i}`)),
    );
    const results = await Promise.all(advisers.map((a) => startCheckout(a.client, "RACE10")));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await usesOf("RACE10")).toBe(1);
  });

  it("the database refuses a count above the limit, whatever the code does", async () => {
    await addCoupon(t, { code: "CHECKED", discountPercent: "10", usageLimit: 1 });
    await db().update(coupon).set({ usesCount: 1 }).where(eq(coupon.code, "CHECKED"));
    await expect(
      db().update(coupon).set({ usesCount: 2 }).where(eq(coupon.code, "CHECKED")),
    ).rejects.toThrow();
  });
});

describe("checkouts expire and give their coupon back", () => {
  it("an hour-old unpaid checkout releases its use; another adviser may then take it", async () => {
    await addCoupon(t, { code: "HOUR1", discountPercent: "20", usageLimit: 1 });
    const alice = await adviserWithCompany(t, "Alice Slow");
    const bob = await adviserWithCompany(t, "Bob Next");
    const first = await startCheckout(alice.client, "HOUR1");
    expect(first.status).toBe(201);
    expect((await startCheckout(bob.client, "HOUR1")).status).toBe(400);
    await expire(first.json.mPaymentId);
    expect((await startCheckout(bob.client, "HOUR1")).status).toBe(201);
    expect((await agreementOf(db(), first.json.mPaymentId))?.status).toBe("expired");
    expect(await usesOf("HOUR1")).toBe(1);
  });

  it("a new checkout supersedes the company's unpaid one; quoting again still works", async () => {
    await addCoupon(t, { code: "AGAIN", discountPercent: "20", usageLimit: 1 });
    const alice = await adviserWithCompany(t, "Alice Retry");
    const first = await startCheckout(alice.client, "AGAIN");
    expect((await alice.client.post("/api/v1/billing/coupon", { code: "AGAIN" })).status).toBe(200);
    const second = await startCheckout(alice.client, "AGAIN");
    expect(second.status).toBe(201);
    expect((await agreementOf(db(), first.json.mPaymentId))?.status).toBe("superseded");
    expect(await usesOf("AGAIN")).toBe(1);
  });

  it("an old checkout paid after its coupon went to someone else: no discount granted, flagged", async () => {
    await addCoupon(t, { code: "GONE", discountPercent: "50", usageLimit: 1 });
    const alice = await adviserWithCompany(t, "Alice Late");
    const bob = await adviserWithCompany(t, "Bob Prompt");
    const old = await startCheckout(alice.client, "GONE");
    await expire(old.json.mPaymentId);
    expect((await startCheckout(bob.client, "GONE")).status).toBe(201);
    const before = await billingSnapshot(db());
    await payThroughSimulator(t, old.json);
    expect(await billingSnapshot(db())).toEqual(before);
    const [itn] = await db()
      .select()
      .from(payfastItn)
      .where(eq(payfastItn.mPaymentId, old.json.mPaymentId));
    expect(itn).toMatchObject({ outcome: "ignored", paymentStatus: "COMPLETE" });
    expect(itn?.reason).toMatch(/coupon GONE is no longer held.*refund R 499\.99/);
    expect((await alice.client.get("/api/v1/me")).json.claims.hasSubscription).toBe(false);
    // The administrator sees it under "needs attention", with the refund.
    const overview = (await (await admin()).get("/api/v1/admin/overview")).json;
    expect(overview.unappliedPayments).toContainEqual(
      expect.objectContaining({
        companyName: alice.company.accountName,
        amountCents: 49_999,
        reason: expect.stringMatching(/refund R 499\.99/),
      }),
    );
  });

  it("an expired checkout without a coupon, paid late, is applied at its signed price", async () => {
    const alice = await adviserWithCompany(t, "Alice Plain");
    const old = await startCheckout(alice.client);
    await expire(old.json.mPaymentId);
    await startCheckout((await adviserWithCompany(t, "Someone Else")).client);
    await payThroughSimulator(t, old.json);
    expect((await agreementOf(db(), old.json.mPaymentId))?.status).toBe("active");
  });

  it("the same e-mail cannot pay an old checkout after using the coupon on a newer one", async () => {
    await addCoupon(t, { code: "ONCEMAIL", discountPercent: "50" });
    const alice = await adviserWithCompany(t, "Alice Twice");
    const older = await startCheckout(alice.client, "ONCEMAIL");
    const newer = await startCheckout(alice.client, "ONCEMAIL");
    await payThroughSimulator(t, newer.json);
    const before = await billingSnapshot(db());
    await payThroughSimulator(t, older.json);
    expect(await billingSnapshot(db())).toEqual(before);
    expect(await usesOf("ONCEMAIL")).toBe(1);
  });
});

describe("free is free without PayFast", () => {
  it("a 100 % first-payment coupon grants the month here: nothing goes to PayFast, no invoice", async () => {
    await addCoupon(t, {
      code: "FREEMONTH",
      discountPercent: "100",
      appliesToRecurring: "first-payment",
    });
    const alice = await adviserWithCompany(t, "Alice Free");
    const started = await startCheckout(alice.client, "FREEMONTH");
    expect(started.status).toBe(201);
    expect(started.json.fields).toEqual([]);
    expect(started.json.action).toBe(
      `${t.config.publicUrl}/payment-complete?m=${started.json.mPaymentId}`,
    );
    expect((await agreementOf(db(), started.json.mPaymentId))?.status).toBe("granted");
    const claims = (await alice.client.get("/api/v1/me")).json.claims;
    expect(claims).toMatchObject({ hasSubscription: true, centAmount: 0, atNextPayment: null });
    const billing = (await alice.client.get("/api/v1/billing")).json;
    expect(billing.invoices).toEqual([]);
    expect(billing.agreement).toMatchObject({ status: "granted", cancellable: false });
    const [use] = await db().select().from(couponUse).where(eq(couponUse.code, "FREEMONTH"));
    expect(use?.status).toBe("used");
    // The month is covered: a PayFast subscription starts when it ends, not before.
    const again = await startCheckout(alice.client);
    expect([again.status, again.json.code]).toEqual([409, "billing/paid-through"]);
  });

  it("an administrator cannot create a 100 % every-payment coupon", async () => {
    const res = await (await admin()).post("/api/v1/admin/coupons", {
      code: "FREEFOREVER",
      discountPercent: 100,
      appliesTo: "every-payment",
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({
      path: "discountPercent",
      message: "a 100 % discount applies to the first payment only",
    });
  });
});
