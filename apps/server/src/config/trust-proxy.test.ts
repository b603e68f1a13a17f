import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedItnBody } from "../../test/support/billing-state";
import { adviserWithCompany, SIMULATOR_ENV } from "../../test/support/billing-steps";
import { createTestApp, type TestApp } from "../../test/support/test-app";
import { ConfigError, loadServerConfig } from "./env";
import { parseTrustProxy } from "./trust-proxy";

describe("TRUST_PROXY: a hop count or proxy addresses, never everything", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, 192.168.1.10", ["10.0.0.0/8", "192.168.1.10"]],
    ["::1,fd00::/8", ["::1", "fd00::/8"]],
    ["loopback", ["loopback"]],
  ])("%s → %j", (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ value });
  });

  it.each(["true", "11", "yes", "10.0.0.0/33", "10.0.0.1/8/1", "proxy.example.com"])(
    "%s is refused with a message",
    (raw) => {
      expect(parseTrustProxy(raw)).toHaveProperty("problem");
    },
  );

  it("start-up stops on TRUST_PROXY=true and says what to write instead", () => {
    expect(() => loadServerConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadServerConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: `true` would believe any X-Forwarded-For.*\(e\.g\. 1\)/,
    );
  });
});

/** What a proxy does: appends the address it saw to whatever the client sent. */
const throughProxy = (clientSent: string | null, seenByProxy: string) =>
  clientSent ? `${clientSent}, ${seenByProxy}` : seenByProxy;

const PAYFAST = "197.97.145.150";
const ATTACKER = "203.0.113.9";
const PROXY = "10.9.9.9";

describe.each([
  ["one hop", "1"],
  ["the proxy's address", PROXY],
])("behind one proxy trusted by %s", (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ...SIMULATOR_ENV,
      TRUST_PROXY: trustProxy,
      PAYFAST_ITN_SOURCES: "197.97.145.144/28",
    });
  });
  afterAll(async () => t.close());

  const postItnVia = async (forwardedFor: string, remoteAddress = PROXY) => {
    const { client } = await adviserWithCompany(t, "Thabo Proxy");
    const started = await client.post("/api/v1/billing/payfast/payment", {});
    const body = signedItnBody(
      [
        ["m_payment_id", started.json.mPaymentId],
        ["pf_payment_id", `pf-${Math.random()}`],
        ["payment_status", "COMPLETE"],
        ["amount_gross", "999.99"],
        ["merchant_id", t.config.billing.merchantId],
        ["token", "00000000-0000-0000-0000-000000000001"],
      ],
      t.config.billing.passphrase,
    );
    return t.app.inject({
      method: "POST",
      url: "/api/v1/billing/payfast/itn",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": forwardedFor,
      },
      payload: body,
      remoteAddress,
    });
  };

  it("a forged left-most X-Forwarded-For does not pass the ITN source check", async () => {
    const res = await postItnVia(throughProxy(PAYFAST, ATTACKER));
    expect([res.statusCode, res.body]).toEqual([400, "bad-source"]);
  });

  it("PayFast's address as the proxy saw it passes the source check (then PayFast must confirm)", async () => {
    const res = await postItnVia(throughProxy(null, PAYFAST));
    expect([res.statusCode, res.body]).toEqual([503, "not-confirmed"]);
  });

  it("rotating the left-most X-Forwarded-For does not escape the per-IP sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: {
          origin: t.config.publicUrl,
          "x-forwarded-for": throughProxy(`198.51.100.${i + 1}`, "203.0.113.77"),
        },
        payload: { email: `guess${i}@example.co.za`, password: "password-guess" },
        remoteAddress: PROXY,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 90_000); // 31 password checks on a busy machine
});

describe("trusted by address: a client that reaches the server directly", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...SIMULATOR_ENV, TRUST_PROXY: PROXY });
  });
  afterAll(async () => t.close());

  it("its own X-Forwarded-For is ignored: the socket address is the client", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/billing/payfast/itn",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "127.0.0.1",
      },
      payload: "m_payment_id=x&payment_status=COMPLETE&signature=0",
      remoteAddress: ATTACKER,
    });
    // Refused before the source check (bad signature), and stored with the socket address.
    expect(res.statusCode).toBe(400);
    const rows = await t.database.db.query.payfastItn.findMany();
    expect(rows.at(-1)?.remoteIp).toBe(ATTACKER);
  });
});
