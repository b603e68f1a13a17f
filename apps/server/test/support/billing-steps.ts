import { expect } from "vitest";
import { coupon } from "#server/db/schema";
import { adviserWithSeededCompany } from "./company-steps";
import type { HttpClient } from "./http-client";
import type { TestApp } from "./test-app";

export const SIMULATOR_ENV = { PAYFAST_MODE: "simulator" } as const;

/** An adviser with a company, signed in, not yet subscribed. */
export async function adviserWithCompany(t: TestApp, name = "Lerato Mokoena") {
  return adviserWithSeededCompany(t, name);
}

export async function addCoupon(
  t: TestApp,
  values: Partial<typeof coupon.$inferInsert> & { code: string; discountPercent: string },
) {
  await t.database.db.insert(coupon).values(values);
}

/** Posts the signed form to the simulator and presses a button, like the browser does. */
export async function payThroughSimulator(
  t: TestApp,
  form: { action: string; fields: [string, string][] },
  decision: "approve" | "cancel" | "fail" = "approve",
) {
  const processPath = new URL(form.action).pathname;
  const page = await t.app.inject({
    method: "POST",
    url: processPath,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form.fields).toString(),
  });
  expect(page.statusCode, page.body).toBe(200);
  const match = new RegExp(`action="([^"]+/${decision})"`).exec(page.body);
  if (!match?.[1]) throw new Error("simulator page has no such button");
  const decided = await t.app.inject({ method: "POST", url: match[1] });
  expect(decided.statusCode).toBe(302);
  return { page: page.body, location: String(decided.headers.location) };
}

/** Starts a subscription (optionally with a coupon) and approves it in the simulator. */
export async function subscribe(t: TestApp, client: HttpClient, couponCode?: string) {
  const started = await client.post(
    "/api/v1/billing/payfast/payment",
    couponCode ? { couponCode } : {},
  );
  expect(started.status, started.body).toBe(201);
  const paid = await payThroughSimulator(t, started.json);
  return { form: started.json, ...paid };
}

/** Re-posts a stored raw ITN as PayFast would (from 127.0.0.1, the simulator's address). */
export async function postItn(t: TestApp, rawBody: string, remoteAddress = "127.0.0.1") {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/billing/payfast/itn",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: rawBody,
    remoteAddress,
  });
}
