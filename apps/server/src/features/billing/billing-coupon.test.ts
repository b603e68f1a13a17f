import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponUse, siteConfig } from "#server/db/schema";
import { addCoupon, adviserWithCompany, SIMULATOR_ENV } from "../../../test/support/billing-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SIMULATOR_ENV);
});
afterAll(async () => t.close());

const day = 86_400_000;

describe("POST /api/v1/billing/coupon (spec applyCoupon)", () => {
  it('without a sign-in: 401 "Not Auth"', async () => {
    const res = await t.client().call(billingRoutes.applyCoupon, { body: { code: "ANY" } });
    expect([res.status, res.problem.detail]).toEqual([401, "Not Auth"]);
  });

  it("a valid coupon quotes the discounted price from the plan amount (999.99 by default)", async () => {
    await addCoupon(t, { code: "QUARTER", discountPercent: "25" });
    const { client } = await adviserWithCompany(t);
    const res = await client.call(billingRoutes.applyCoupon, { body: { code: " quarter " } });
    expect(res.status).toBe(200);
    // 99 999 × 25% = 24 999.75 → 25 000 → 74 999.
    expect(res.json).toEqual({
      planAmountCents: 99_999,
      couponCode: "QUARTER",
      discountPercent: 25,
      appliesTo: "every-payment",
      firstAmountCents: 74_999,
      recurringAmountCents: 74_999,
    });
  });

  it.each([
    ["unknown", async () => "NOPE"],
    [
      "disabled",
      async () => {
        await addCoupon(t, { code: "OFF", discountPercent: "10", disabledAt: new Date() });
        return "OFF";
      },
    ],
    [
      "expired",
      async () => {
        await addCoupon(t, {
          code: "OLD",
          discountPercent: "10",
          expiresAt: new Date(Date.now() - day),
        });
        return "OLD";
      },
    ],
    [
      "used up (usage limit reached by other e-mails)",
      async () => {
        await addCoupon(t, { code: "ONCE", discountPercent: "10", usageLimit: 1, usesCount: 1 });
        await t.database.db.insert(couponUse).values({ code: "ONCE", email: "someone@else.co.za" });
        return "ONCE";
      },
    ],
    ["empty", async () => ""],
  ])('%s: 400 "Coupon incorrect"', async (_name, prepare) => {
    const code = await prepare();
    const { client } = await adviserWithCompany(t);
    const res = await client.call(billingRoutes.applyCoupon, { body: { code } });
    expect([res.status, res.problem.code, res.problem.detail]).toEqual([
      400,
      "billing/coupon-incorrect",
      "Coupon incorrect",
    ]);
  });

  it("already used by this user's e-mail (any case): 400; other e-mails may still use it", async () => {
    await addCoupon(t, { code: "MINE", discountPercent: "10" });
    const first = await adviserWithCompany(t, "Sipho Dlamini");
    await t.database.db
      .insert(couponUse)
      .values({ code: "MINE", email: first.email.toLowerCase() });
    const res = await first.client.call(billingRoutes.applyCoupon, { body: { code: "MINE" } });
    expect([res.status, res.problem.detail]).toEqual([400, "Coupon incorrect"]);
    const other = await adviserWithCompany(t, "Naledi Khumalo");
    expect(
      (await other.client.call(billingRoutes.applyCoupon, { body: { code: "mine" } })).status,
    ).toBe(200);
  });

  it("a coupon that expires later is still good", async () => {
    await addCoupon(t, {
      code: "SOON",
      discountPercent: "10",
      expiresAt: new Date(Date.now() + day),
    });
    const { client } = await adviserWithCompany(t);
    expect((await client.call(billingRoutes.applyCoupon, { body: { code: "SOON" } })).status).toBe(
      200,
    );
  });

  it("an invalid discount counts as 0: the full price", async () => {
    await addCoupon(t, { code: "BROKEN", discountPercent: "150" });
    const { client } = await adviserWithCompany(t);
    const res = await client.call(billingRoutes.applyCoupon, { body: { code: "BROKEN" } });
    expect(res.json).toMatchObject({ discountPercent: 0, firstAmountCents: 99_999 });
  });

  it("the configured subscription amount is the base price", async () => {
    await t.database.db.update(siteConfig).set({ subscriptionAmountCents: 50_000 });
    try {
      await addCoupon(t, { code: "THIRD", discountPercent: "33.33" });
      const { client } = await adviserWithCompany(t);
      const res = await client.call(billingRoutes.applyCoupon, { body: { code: "THIRD" } });
      // 50 000 × 33.33% = 16 665 → 33 335.
      expect(res.json).toMatchObject({ planAmountCents: 50_000, firstAmountCents: 33_335 });
      const form = await client.call(billingRoutes.createPayfastPayment, {
        body: { couponCode: "THIRD" },
      });
      expect(Object.fromEntries(form.json.fields)).toMatchObject({ amount: "333.35" });
    } finally {
      await t.database.db.update(siteConfig).set({ subscriptionAmountCents: null });
    }
  });

  it("the payment endpoint refuses a bad coupon the same way and creates nothing", async () => {
    const { client } = await adviserWithCompany(t);
    const res = await client.call(billingRoutes.createPayfastPayment, {
      body: { couponCode: "NOPE" },
    });
    expect([res.status, res.problem.detail]).toEqual([400, "Coupon incorrect"]);
    expect((await client.call(billingRoutes.getBilling)).json.agreement).toBeNull();
  });

  it("the browser cannot set the amount: extra fields are ignored", async () => {
    const { client } = await adviserWithCompany(t);
    const res = await client.post("/api/v1/billing/payfast/payment", {
      amount: "1.00",
      amountCents: 100,
    });
    expect(Object.fromEntries(res.json.fields).amount).toBe("999.99");
  });
});
