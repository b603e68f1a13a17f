import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponUse, invoice, payfastItn, payment, subscription } from "#server/db/schema";
import {
  addCoupon,
  adviserWithCompany,
  payThroughSimulator,
  postItn,
  SIMULATOR_ENV,
  subscribe,
} from "../../../test/support/billing-steps";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/support/test-app";
import { addMonths, billingDayInstant, sastDate } from "./billing-dates";
import { itnSignature } from "./payfast/itn-signature";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...SIMULATOR_ENV, BILLING_GRACE_DAYS: "3" });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const itnsOf = (mPaymentId: string) =>
  db()
    .select()
    .from(payfastItn)
    .where(eq(payfastItn.mPaymentId, mPaymentId))
    .orderBy(payfastItn.receivedAt);
const subscriptionOf = async (companyId: string) =>
  (await db().select().from(subscription).where(eq(subscription.companyId, companyId)))[0];
const invoicesOf = (companyId: string) =>
  db().select().from(invoice).where(eq(invoice.companyId, companyId)).orderBy(invoice.number);

describe("subscribe → ITN → active", () => {
  it("the signed form is a monthly subscription at the plan price; the ITN activates it", async () => {
    const { client, company } = await adviserWithCompany(t);
    expect((await client.call(accountRoutes.getMe)).json.claims.hasSubscription).toBe(false);

    const { form, location } = await subscribe(t, client);
    const fields = Object.fromEntries(form.fields);
    expect(fields).toMatchObject({
      amount: "999.99",
      recurring_amount: "999.99",
      subscription_type: "1",
      frequency: "3",
      cycles: "0",
      billing_date: sastDate(new Date()),
      notify_url: `${TEST_PUBLIC_URL}/api/v1/billing/payfast/itn`,
      cancel_url: `${TEST_PUBLIC_URL}/payment-cancel`,
    });
    expect(Object.keys(fields)).not.toContain("passphrase");
    expect(form.fields.at(-1)?.[0]).toBe("signature");
    expect(location).toBe(`${TEST_PUBLIC_URL}/payment-complete?m=${form.mPaymentId}`);

    const claims = (await client.call(accountRoutes.getMe)).json.claims;
    const nextPayment = billingDayInstant(addMonths(sastDate(new Date()), 1));
    expect(claims).toMatchObject({
      hasSubscription: true,
      centAmount: 99_999,
      atNextPayment: nextPayment.toISOString(),
    });
    const [row] = await db().select().from(payment).where(eq(payment.mPaymentId, form.mPaymentId));
    expect(row?.status).toBe("active");
    expect(row?.token).toMatch(/^[0-9a-f-]{36}$/);
    expect((await itnsOf(form.mPaymentId)).map((i) => i.outcome)).toEqual(["processed"]);

    const state = (await client.call(billingRoutes.getBilling)).json;
    expect(state.agreement).toMatchObject({
      status: "active",
      cancellable: true,
      recurringAmountCents: 99_999,
    });
    expect(state.invoices).toHaveLength(1);
    expect(state.invoices[0]).toMatchObject({ totalCents: 99_999 });
    expect((await invoicesOf(company.id))[0]?.buyer.name).toBe(company.accountName);
  });

  it("a second subscription while one is active is refused", async () => {
    const { client } = await adviserWithCompany(t);
    await subscribe(t, client);
    const again = await client.call(billingRoutes.createPayfastPayment, { body: {} });
    expect([again.status, again.problem.code]).toEqual([409, "billing/already-subscribed"]);
  });

  it("cancel on PayFast's page changes nothing", async () => {
    const { client, company } = await adviserWithCompany(t);
    const started = await client.call(billingRoutes.createPayfastPayment, { body: {} });
    const { location } = await payThroughSimulator(t, started.json, "cancel");
    expect(location).toBe(`${TEST_PUBLIC_URL}/payment-cancel`);
    expect(await subscriptionOf(company.id)).toBeUndefined();
    expect((await client.call(billingRoutes.getBilling)).json.agreement?.status).toBe("pending");
  });

  it("a declined first payment marks the checkout failed and grants nothing", async () => {
    const { client, company } = await adviserWithCompany(t);
    const started = await client.call(billingRoutes.createPayfastPayment, { body: {} });
    await payThroughSimulator(t, started.json, "fail");
    expect(await subscriptionOf(company.id)).toBeUndefined();
    expect((await client.call(billingRoutes.getBilling)).json.agreement?.status).toBe("failed");
    expect((await client.call(accountRoutes.getMe)).json.claims.hasSubscription).toBe(false);
  });
});

describe("coupon through checkout", () => {
  it("50% off the first payment: R499.99 now, R999.99 monthly; the coupon is then used", async () => {
    await addCoupon(t, {
      code: "HALF1",
      discountPercent: "50",
      appliesToRecurring: "first-payment",
    });
    const { client, email, company } = await adviserWithCompany(t);
    const quote = await client.call(billingRoutes.applyCoupon, { body: { code: "half1" } });
    // 99 999 × 50% = 49 999.5 → discount 50 000 (half-up) → price 49 999.
    expect(quote.json).toMatchObject({ firstAmountCents: 49_999, recurringAmountCents: 99_999 });
    const { form } = await subscribe(t, client, "half1");
    expect(Object.fromEntries(form.fields)).toMatchObject({
      amount: "499.99",
      recurring_amount: "999.99",
    });
    const uses = await db().select().from(couponUse).where(eq(couponUse.code, "HALF1"));
    expect(uses.map((u) => u.email)).toEqual([email.toLowerCase()]);
    expect((await client.call(accountRoutes.getMe)).json.claims.centAmount).toBe(99_999);
    expect((await invoicesOf(company.id))[0]?.totalCents).toBe(49_999);
    const again = await client.call(billingRoutes.applyCoupon, { body: { code: "HALF1" } });
    expect([again.status, again.problem.detail]).toEqual([400, "Coupon incorrect"]);
  });

  it("an every-payment coupon discounts the recurring amount too", async () => {
    await addCoupon(t, {
      code: "TENOFF",
      discountPercent: "10",
      appliesToRecurring: "every-payment",
    });
    const { client } = await adviserWithCompany(t);
    const { form } = await subscribe(t, client, "TENOFF");
    // 99 999 × 10% = 9 999.9 → 10 000 → 89 999.
    expect(Object.fromEntries(form.fields)).toMatchObject({
      amount: "899.99",
      recurring_amount: "899.99",
    });
    expect((await client.call(accountRoutes.getMe)).json.claims.centAmount).toBe(89_999);
  });

  it("the checkout reserves the coupon; it is marked used only when PayFast confirms the payment", async () => {
    await addCoupon(t, { code: "WAIT", discountPercent: "20" });
    const { client } = await adviserWithCompany(t);
    const started = await client.call(billingRoutes.createPayfastPayment, {
      body: { couponCode: "WAIT" },
    });
    const uses = () => db().select().from(couponUse).where(eq(couponUse.code, "WAIT"));
    expect((await uses()).map((u) => u.status)).toEqual(["reserved"]);
    await payThroughSimulator(t, started.json);
    expect((await uses()).map((u) => u.status)).toEqual(["used"]);
  });
});

describe("renewal, duplicates and grace", () => {
  const activate = async () => {
    const a = await adviserWithCompany(t);
    const { form } = await subscribe(t, a.client);
    const [row] = await db().select().from(payment).where(eq(payment.mPaymentId, form.mPaymentId));
    if (!row?.token) throw new Error("no token");
    return { ...a, form, token: row.token };
  };
  const charge = (token: string, outcome: "complete" | "failed") =>
    t.app.inject({
      method: "POST",
      url: `/payfast-simulator/dev/charge/${token}`,
      payload: { outcome },
    });

  it("a renewal ITN moves the next payment a month on and issues the next invoice number", async () => {
    const { client, company, token } = await activate();
    const before = await subscriptionOf(company.id);
    expect((await charge(token, "complete")).json().itnStatus).toBe(200);
    const after = await subscriptionOf(company.id);
    const billingDay = sastDate(new Date());
    expect(after?.nextPaymentAt?.toISOString()).toBe(
      billingDayInstant(addMonths(billingDay, 2)).toISOString(),
    );
    expect(after?.startedAt.toISOString()).toBe(before?.startedAt.toISOString());
    const numbers = (await invoicesOf(company.id)).map((i) => i.number);
    expect(numbers).toHaveLength(2);
    expect(numbers[1]).toBeGreaterThan(numbers[0] ?? Number.POSITIVE_INFINITY);
    expect((await client.call(billingRoutes.getBilling)).json.invoices).toHaveLength(2);
  });

  it("a retried ITN (same pf_payment_id) is processed once", async () => {
    const { company, form } = await activate();
    const [first] = await itnsOf(form.mPaymentId);
    if (!first) throw new Error("no ITN stored");
    const [retry, retryAgain] = await Promise.all([
      postItn(t, first.rawBody),
      postItn(t, first.rawBody),
    ]);
    expect([retry.statusCode, retryAgain.statusCode]).toEqual([200, 200]);
    expect(await invoicesOf(company.id)).toHaveLength(1);
    expect((await itnsOf(form.mPaymentId)).map((i) => i.outcome).sort()).toEqual([
      "duplicate",
      "duplicate",
      "processed",
    ]);
  });

  it("invoice numbers have no gaps across companies", async () => {
    await activate();
    await activate();
    const numbers = (
      await db().select({ n: invoice.number }).from(invoice).orderBy(invoice.number)
    ).map((r) => r.n);
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
  });

  it("a failed renewal is past due; access lasts the grace days, then ends", async () => {
    const { client, company, token } = await activate();
    const before = Date.now();
    await charge(token, "failed");
    const row = await subscriptionOf(company.id);
    expect(row?.status).toBe("past_due");
    const graceMs = (row?.currentPeriodEnd.getTime() ?? 0) - before;
    expect(graceMs).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(graceMs).toBeLessThan(3 * 86_400_000 + 60_000);
    expect((await client.call(accountRoutes.getMe)).json.claims.hasSubscription).toBe(true);

    await db()
      .update(subscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscription.companyId, company.id));
    await t.app.callerState.changed(company.owner);
    expect((await client.call(accountRoutes.getMe)).json.claims.hasSubscription).toBe(false);
    expect((await client.call(clientRoutes.listClients, { query: {} })).status).toBe(402);
  });

  it("a successful retry after a failed renewal makes it active again", async () => {
    const { company, token } = await activate();
    await charge(token, "failed");
    await charge(token, "complete");
    expect((await subscriptionOf(company.id))?.status).toBe("active");
  });
});

describe("forged, replayed and mismatched ITNs change nothing", () => {
  const pending = async () => {
    const { client, company } = await adviserWithCompany(t);
    const started = await client.call(billingRoutes.createPayfastPayment, { body: {} });
    return { client, company, mPaymentId: started.json.mPaymentId as string };
  };
  const signed = (pairs: [string, string][], passphrase: string) =>
    new URLSearchParams([...pairs, ["signature", itnSignature(pairs, passphrase)]]).toString();
  const itnFor = (mPaymentId: string, amount: string): [string, string][] => [
    ["m_payment_id", mPaymentId],
    ["pf_payment_id", `forged-${Math.random()}`],
    ["payment_status", "COMPLETE"],
    ["item_name", "Adviser Desk monthly subscription"],
    ["amount_gross", amount],
    ["merchant_id", t.config.billing.merchantId],
    ["token", "00000000-0000-0000-0000-000000000000"],
  ];

  async function expectNothingChanged(companyId: string, mPaymentId: string) {
    expect(await subscriptionOf(companyId)).toBeUndefined();
    const [row] = await db().select().from(payment).where(eq(payment.mPaymentId, mPaymentId));
    expect(row?.status).toBe("pending");
    expect(await invoicesOf(companyId)).toEqual([]);
  }

  it.each([
    ["a guessed passphrase", "not-our-passphrase", "999.99", "127.0.0.1", 400, "bad-signature"],
    ["our signature but never sent by PayFast", null, "999.99", "127.0.0.1", 503, "not-confirmed"],
    ["a different amount", null, "1.00", "127.0.0.1", 400, "amount-mismatch"],
    ["a foreign address", null, "999.99", "203.0.113.9", 400, "bad-source"],
  ] as const)("%s → rejected and logged", async (_name, passphrase, amount, ip, status, reason) => {
    const { company, mPaymentId } = await pending();
    const body = signed(itnFor(mPaymentId, amount), passphrase ?? t.config.billing.passphrase);
    const res = await postItn(t, body, ip);
    expect([res.statusCode, res.body]).toEqual([status, reason]);
    await expectNothingChanged(company.id, mPaymentId);
    const [logged] = await itnsOf(mPaymentId);
    expect(logged).toMatchObject({ outcome: "rejected", reason, rawBody: body, remoteIp: ip });
  });

  it("an ITN for an unknown payment is rejected", async () => {
    const body = signed(itnFor("no-such-payment", "999.99"), t.config.billing.passphrase);
    const res = await postItn(t, body);
    expect([res.statusCode, res.body]).toEqual([400, "unknown-payment"]);
  });

  it("an edited amount in a real ITN breaks its signature", async () => {
    const { client, company, form } = await (async () => {
      const a = await adviserWithCompany(t);
      const r = await subscribe(t, a.client);
      return { ...a, form: r.form };
    })();
    const [real] = await itnsOf(form.mPaymentId);
    const tampered = (real?.rawBody ?? "")
      .replace("pf_payment_id=", "pf_payment_id=9")
      .replace("amount_gross=999.99", "amount_gross=1.00");
    const res = await postItn(t, tampered);
    expect([res.statusCode, res.body]).toEqual([400, "bad-signature"]);
    expect(await invoicesOf(company.id)).toHaveLength(1);
    expect((await client.call(accountRoutes.getMe)).json.claims.centAmount).toBe(99_999);
  });

  it("every ITN is stored raw, newest last", async () => {
    const rows = await db().select().from(payfastItn).orderBy(desc(payfastItn.receivedAt)).limit(1);
    expect(rows[0]?.rawBody).toContain("signature=");
  });
});
