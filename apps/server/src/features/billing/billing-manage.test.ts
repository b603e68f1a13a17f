import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payment, siteConfig, subscription } from "#server/db/schema";
import { adviserWithCompany, SIMULATOR_ENV, subscribe } from "../../../test/support/billing-steps";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...SIMULATOR_ENV, PAYFAST_TIMEOUT_MS: "1000" });
});
afterAll(async () => t.close());

const subscriptionOf = async (companyId: string) =>
  (await t.database.db.select().from(subscription).where(eq(subscription.companyId, companyId)))[0];
const outage = (on: boolean) =>
  t.app.inject({ method: "POST", url: "/payfast-simulator/dev/outage", payload: { on } });

describe("cancel (spec cancelSubscription)", () => {
  it('without a sign-in: 401 "Not Auth"', async () => {
    const res = await t.client().call(billingRoutes.cancelSubscription);
    expect([res.status, res.problem.detail]).toEqual([401, "Not Auth"]);
  });

  it("cancels at PayFast; access lasts until the paid period ends; no next payment", async () => {
    const { client, company } = await adviserWithCompany(t);
    await subscribe(t, client);
    const before = await subscriptionOf(company.id);
    const res = await client.call(billingRoutes.cancelSubscription);
    expect(res.status).toBe(204);
    const after = await subscriptionOf(company.id);
    expect(after?.status).toBe("cancelled");
    expect(after?.nextPaymentAt).toBeNull();
    expect(after?.currentPeriodEnd.toISOString()).toBe(before?.nextPaymentAt?.toISOString());
    const me = (await client.call(accountRoutes.getMe)).json.claims;
    expect(me).toMatchObject({ hasSubscription: true, atNextPayment: null });
    const state = (await client.call(billingRoutes.getBilling)).json;
    expect(state.agreement).toMatchObject({ status: "cancelled", cancellable: false });
    // PayFast's own cancellation ITN arrived too and changed nothing more.
    const again = await client.call(billingRoutes.cancelSubscription);
    expect([again.status, again.problem.code]).toEqual([409, "billing/no-subscription"]);
  });

  it("subscribing again while the cancelled month is still paid is refused: no second charge", async () => {
    const { client, company } = await adviserWithCompany(t);
    await subscribe(t, client);
    expect((await client.call(billingRoutes.cancelSubscription)).status).toBe(204);
    const paidThrough = (await subscriptionOf(company.id))?.currentPeriodEnd;
    const invoices = (await client.call(billingRoutes.getBilling)).json.invoices;
    const again = await client.call(billingRoutes.createPayfastPayment, { body: {} });
    expect([again.status, again.problem.code]).toEqual([409, "billing/paid-through"]);
    expect(again.problem.detail).toMatch(
      /runs until \d{1,2} \w+ \d{4}\. You can subscribe again from that day/,
    );
    expect((await client.call(billingRoutes.getBilling)).json.invoices).toEqual(invoices);
    expect((await subscriptionOf(company.id))?.currentPeriodEnd).toEqual(paidThrough);
    // Once the paid days are over, a new subscription starts.
    await t.database.db
      .update(subscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscription.companyId, company.id));
    expect((await client.call(billingRoutes.createPayfastPayment, { body: {} })).status).toBe(201);
  });

  it("a PayFast outage gives a clear 503 and changes nothing (after retrying)", async () => {
    const { client, company } = await adviserWithCompany(t);
    await subscribe(t, client);
    await outage(true);
    try {
      const res = await client.call(billingRoutes.cancelSubscription);
      expect([res.status, res.problem.code]).toEqual([503, "billing/payfast-unavailable"]);
      expect(res.problem.detail).toMatch(/nothing was changed/);
    } finally {
      await outage(false);
    }
    expect((await subscriptionOf(company.id))?.status).toBe("active");
    const [row] = await t.database.db
      .select()
      .from(payment)
      .where(eq(payment.companyId, company.id));
    expect(row?.status).toBe("active");
  }, 20_000);

  it("without a PayFast subscription: 409", async () => {
    const { client } = await adviserWithCompany(t);
    const res = await client.call(billingRoutes.cancelSubscription);
    expect([res.status, res.problem.code]).toEqual([409, "billing/no-subscription"]);
  });
});

describe("update (spec updateSubscription) and card update", () => {
  it('without a sign-in: 401 "Not Auth"', async () => {
    const res = await t.client().call(billingRoutes.updateSubscription);
    expect([res.status, res.problem.detail]).toEqual([401, "Not Auth"]);
  });

  it("moves the monthly amount to the price an administrator set, at PayFast and locally", async () => {
    const { client, company } = await adviserWithCompany(t);
    await subscribe(t, client);
    await t.database.db.update(siteConfig).set({ subscriptionAmountCents: 120_000 });
    try {
      const res = await client.call(billingRoutes.updateSubscription);
      expect([res.status, res.json.recurringAmountCents]).toEqual([200, 120_000]);
      expect((await subscriptionOf(company.id))?.amountCents).toBe(120_000);
      expect((await client.call(accountRoutes.getMe)).json.claims.centAmount).toBe(120_000);
    } finally {
      await t.database.db.update(siteConfig).set({ subscriptionAmountCents: null });
    }
  });

  it("the card update link is PayFast's page for the token, returning to /subscriptions", async () => {
    const { client, company } = await adviserWithCompany(t);
    await subscribe(t, client);
    const [row] = await t.database.db
      .select()
      .from(payment)
      .where(eq(payment.companyId, company.id));
    const res = await client.call(billingRoutes.getCardUpdateLink);
    expect(res.json.url).toBe(
      `${TEST_PUBLIC_URL}/payfast-simulator/eng/recurring/update/${row?.token}?return=${encodeURIComponent(`${TEST_PUBLIC_URL}/subscriptions`)}`,
    );
  });
});
