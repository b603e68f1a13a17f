import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adviserWithCompany, SIMULATOR_ENV } from "../../../test/support/billing-steps";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/support/test-app";
import { createSubscriptionsApi, PayfastRefusedError } from "./payfast/subscriptions-api";
import { simulatorHttp } from "./payfast-simulator/simulator-http";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SIMULATOR_ENV);
});
afterAll(async () => t.close());

const postForm = (fields: [string, string][]) =>
  t.app.inject({
    method: "POST",
    url: "/payfast-simulator/eng/process",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

describe("the simulator checks what it is sent, as PayFast does", () => {
  it("accepts our signed form and refuses it once a value is changed", async () => {
    const { client } = await adviserWithCompany(t);
    const form = (await client.post("/api/v1/billing/payfast/payment", {})).json;
    expect((await postForm(form.fields)).statusCode).toBe(200);
    const cheaper = form.fields.map(([k, v]: [string, string]) => [k, k === "amount" ? "1.00" : v]);
    const refused = await postForm(cheaper);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Generated signature does not match submitted signature.");
  });

  it("refuses another merchant key", async () => {
    const { client } = await adviserWithCompany(t);
    const form = (await client.post("/api/v1/billing/payfast/payment", {})).json;
    const other = form.fields.map(([k, v]: [string, string]) => [
      k,
      k === "merchant_key" ? "wrong" : v,
    ]);
    expect((await postForm(other)).body).toContain("Merchant is invalid");
  });

  it("the validate endpoint answers INVALID for data it never sent", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/payfast-simulator/eng/query/validate",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "m_payment_id=x&payment_status=COMPLETE",
    });
    expect(res.body).toBe("INVALID");
  });

  it("the Subscriptions API refuses a call signed with another passphrase", async () => {
    const api = createSubscriptionsApi({
      baseUrl: `${TEST_PUBLIC_URL}/payfast-simulator/api`,
      testing: false,
      merchantId: t.config.billing.merchantId,
      passphrase: "not-the-merchants",
      http: simulatorHttp(t.app, TEST_PUBLIC_URL),
      timeoutMs: 1000,
    });
    const error = await api.cancel("any-token").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayfastRefusedError);
    expect((error as PayfastRefusedError).status).toBe(401);
  });
});
