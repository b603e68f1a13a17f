import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company, subscription } from "#server/db/schema";
import { hasActiveSubscription } from "#server/tenancy/active-subscription";
import { createCompanyFor, signedInAdviser } from "../../../test/support/company-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { claimsFor } from "./claims";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FREE_TRIAL_DAYS: "14" });
});
afterAll(async () => t.close());

describe("free trial", () => {
  it("starts once: 14 days, trialing, claims say hasSubscription", async () => {
    const { client } = await signedInAdviser(t);
    await createCompanyFor(client);
    const before = await client.call(billingRoutes.getSubscription);
    expect(before.json).toMatchObject({
      subscription: null,
      trialAvailable: true,
      freeTrialDays: 14,
    });

    const started = await client.call(billingRoutes.startFreeTrial);
    expect(started.status).toBe(201);
    const s = started.json.subscription;
    if (!s) throw new Error("the trial started no subscription");
    expect(s.status).toBe("trialing");
    const days = (Date.parse(s.currentPeriodEnd) - Date.parse(s.currentPeriodStart)) / 86_400_000;
    expect(days).toBe(14);

    const claims = (await client.call(accountRoutes.getMe)).json.claims;
    expect(claims).toMatchObject({
      hasSubscription: true,
      atStartSubscription: s.startedAt,
      atNextPayment: null,
      centAmount: 0,
    });
  });

  it("a second trial is refused, even after the first has lapsed", async () => {
    const { client } = await signedInAdviser(t);
    const c = await createCompanyFor(client);
    await client.call(billingRoutes.startFreeTrial);
    await t.database.db
      .update(subscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscription.companyId, c.id));
    await t.app.callerState.changed(c.owner);
    expect((await client.call(accountRoutes.getMe)).json.claims.hasSubscription).toBe(false);
    const again = await client.call(billingRoutes.startFreeTrial);
    expect(again.status).toBe(409);
    expect(again.problem.code).toBe("subscription/trial-already-used");
    expect((await client.call(billingRoutes.getSubscription)).json.trialAvailable).toBe(false);
  });

  it("two trial requests at once start exactly one trial", async () => {
    const { client } = await signedInAdviser(t);
    await createCompanyFor(client);
    const results = await Promise.all([
      client.call(billingRoutes.startFreeTrial),
      client.call(billingRoutes.startFreeTrial),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("without a company: 403 company/missing", async () => {
    const { client } = await signedInAdviser(t);
    const res = await client.call(billingRoutes.startFreeTrial);
    expect(res.status).toBe(403);
    expect(res.problem.code).toBe("company/missing");
  });

  it("the trial flag lives on the company, so it survives the subscription row", async () => {
    const { client } = await signedInAdviser(t);
    const c = await createCompanyFor(client);
    await client.call(billingRoutes.startFreeTrial);
    const [row] = await t.database.db.select().from(company).where(eq(company.id, c.id));
    expect(row?.trialStartedAt).toBeInstanceOf(Date);
  });
});

describe("claims from subscription state", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const row = (status: "trialing" | "active" | "past_due" | "cancelled", end: string) => ({
    id: "s",
    companyId: "c",
    status,
    startedAt: new Date("2026-10-01T00:00:00Z"),
    currentPeriodStart: new Date("2026-11-01T00:00:00Z"),
    currentPeriodEnd: new Date(end),
    nextPaymentAt: new Date("2026-12-01T00:00:00Z"),
    amountCents: 99_999,
    createdAt: now,
    updatedAt: now,
  });
  it.each([
    ["trialing", "2026-12-01T00:00:00Z", true],
    ["active", "2026-12-01T00:00:00Z", true],
    ["active", "2026-11-22T09:59:59Z", false],
    // Billing (ADR 014a): a failed renewal's grace days and a cancelled month's paid rest.
    ["past_due", "2026-12-01T00:00:00Z", true],
    ["past_due", "2026-11-22T09:59:59Z", false],
    ["cancelled", "2026-12-01T00:00:00Z", true],
    ["cancelled", "2026-11-22T09:59:59Z", false],
  ] as const)("%s ending %s → hasSubscription %s", (status, end, expected) => {
    expect(hasActiveSubscription(row(status, end), now)).toBe(expected);
  });
  it("no row → no subscription, no dates, amount 0; admin from the role", () => {
    expect(claimsFor("admin", null, now)).toEqual({
      admin: true,
      hasSubscription: false,
      atNextPayment: null,
      atStartSubscription: null,
      centAmount: 0,
    });
  });
  it("an active row gives its dates and amount in cents", () => {
    expect(claimsFor("user", row("active", "2026-12-01T00:00:00Z"), now)).toEqual({
      admin: false,
      hasSubscription: true,
      atNextPayment: "2026-12-01T00:00:00.000Z",
      atStartSubscription: "2026-10-01T00:00:00.000Z",
      centAmount: 99_999,
    });
  });
});

describe("the API enforces the guard, not only the browser", () => {
  it("subscriber-only endpoints answer 403 without a company and 402 without a subscription", async () => {
    const { resolveCaller } = await import("#server/tenancy/caller");
    // A probe route resolving its caller as every subscriber endpoint does (access-routes.test.ts
    // tries the real routes).
    const probe = Fastify();
    probe.decorate("callerState", t.app.callerState);
    probe.decorateRequest("sessionUser", null);
    let caller: { id: string } | null = null;
    probe.addHook("preHandler", async (request) => {
      request.sessionUser = caller && {
        ...caller,
        name: "x",
        email: "x@x.co",
        emailVerified: true,
        image: null,
        role: "user",
      };
    });
    probe.get("/probe", async (request) => {
      await resolveCaller(request, "subscriber");
      return { ok: true };
    });
    probe.setErrorHandler((error: Error & { status?: number; code?: string }, _request, reply) =>
      reply.status(error.status ?? 500).send({ code: error.code }),
    );
    const { client } = await signedInAdviser(t);
    const me = (await client.call(accountRoutes.getMe)).json;
    caller = { id: me.user.id };
    const noCompany = await probe.inject("/probe");
    expect([noCompany.statusCode, noCompany.json().code]).toEqual([403, "company/missing"]);
    await createCompanyFor(client);
    const noSubscription = await probe.inject("/probe");
    expect([noSubscription.statusCode, noSubscription.json().code]).toEqual([
      402,
      "subscription/required",
    ]);
    await client.call(billingRoutes.startFreeTrial);
    expect((await probe.inject("/probe")).statusCode).toBe(200);
    await probe.close();
  });
});
