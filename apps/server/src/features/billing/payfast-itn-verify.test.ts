import { describe, expect, it } from "vitest";
import { itnSignature } from "./payfast/itn-signature";
import { isPayfastSource } from "./payfast/itn-source";
import type { PayfastHttp } from "./payfast/payfast-http";
import { type ItnVerifier, verifyItn } from "./payfast/verify-itn";

const PASSPHRASE = "jt7NOE43FZPn";
const pairs: [string, string][] = [
  ["m_payment_id", "sub_0002"],
  ["pf_payment_id", "1089250"],
  ["payment_status", "COMPLETE"],
  ["item_name", "Adviser Pro (monthly)"],
  ["item_description", ""],
  ["amount_gross", "149.50"],
  ["amount_fee", "-4.63"],
  ["amount_net", "144.87"],
  ["merchant_id", "10000100"],
  ["token", "dc0521d3-55fe-269b-fa00-b647310d760f"],
];
const body = (p = pairs, passphrase = PASSPHRASE) =>
  new URLSearchParams([...p, ["signature", itnSignature(p, passphrase)]]).toString();

/** PayFast's validate endpoint: VALID for exactly the parameter string it was sent. */
function validateEndpoint(answer: "VALID" | "INVALID" | "down"): {
  http: PayfastHttp;
  sent: string[];
} {
  const sent: string[] = [];
  return {
    sent,
    http: async (request) => {
      sent.push(request.body ?? "");
      if (answer === "down") throw new Error("connect ECONNREFUSED");
      return { status: 200, text: answer };
    },
  };
}

const verifier = (http: PayfastHttp): ItnVerifier => ({
  passphrase: PASSPHRASE,
  merchantId: "10000100",
  sources: ["197.97.145.144/28", "www.payfast.co.za"],
  resolveHost: async (host) => (host === "www.payfast.co.za" ? ["102.216.36.10"] : []),
  http,
  validateUrl: "https://sandbox.payfast.co.za/eng/query/validate",
  timeoutMs: 1000,
});

const PAYFAST_IP = "197.97.145.150";
const expect14950 = async () => [14_950];

describe("ITN verification: all four checks pass", () => {
  it("accepts, and confirms with PayFast using the string without signature or passphrase", async () => {
    const endpoint = validateEndpoint("VALID");
    const verdict = await verifyItn(
      { rawBody: body(), remoteIp: PAYFAST_IP },
      expect14950,
      verifier(endpoint.http),
    );
    expect(verdict.ok).toBe(true);
    expect(endpoint.sent).toHaveLength(1);
    expect(endpoint.sent[0]).toMatch(/^m_payment_id=sub_0002&/);
    expect(endpoint.sent[0]).not.toMatch(/signature|passphrase/);
  });
});

describe("ITN verification: each check failing alone rejects", () => {
  it("1. signature: one changed value", async () => {
    const tampered = body().replace("amount_gross=149.50", "amount_gross=149.51");
    const verdict = await verifyItn(
      { rawBody: tampered, remoteIp: PAYFAST_IP },
      async () => [14_951],
      verifier(validateEndpoint("VALID").http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "bad-signature" });
  });

  it("1. signature: right fields, another passphrase", async () => {
    const verdict = await verifyItn(
      { rawBody: body(pairs, "guess"), remoteIp: PAYFAST_IP },
      expect14950,
      verifier(validateEndpoint("VALID").http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "bad-signature" });
  });

  it("1. signature: fields reordered (the signature covers the received order)", async () => {
    const reordered = new URLSearchParams([
      ...[...pairs].reverse(),
      ["signature", itnSignature(pairs, PASSPHRASE)],
    ]).toString();
    const verdict = await verifyItn(
      { rawBody: reordered, remoteIp: PAYFAST_IP },
      expect14950,
      verifier(validateEndpoint("VALID").http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "bad-signature" });
  });

  it("2. source: an address outside PayFast's ranges and hosts", async () => {
    const verdict = await verifyItn(
      { rawBody: body(), remoteIp: "197.97.145.160" },
      expect14950,
      verifier(validateEndpoint("VALID").http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "bad-source" });
  });

  it("3. amount: signed correctly but not what we expect", async () => {
    const verdict = await verifyItn(
      { rawBody: body(), remoteIp: PAYFAST_IP },
      async () => [29_900],
      verifier(validateEndpoint("VALID").http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "amount-mismatch" });
  });

  it("3. amount: no such payment of ours", async () => {
    const verdict = await verifyItn(
      { rawBody: body(), remoteIp: PAYFAST_IP },
      async () => "unknown-payment",
      verifier(validateEndpoint("VALID").http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "unknown-payment" });
  });

  it.each(["INVALID", "down"] as const)("4. confirmation: PayFast answers %s", async (answer) => {
    const verdict = await verifyItn(
      { rawBody: body(), remoteIp: PAYFAST_IP },
      expect14950,
      verifier(validateEndpoint(answer).http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "not-confirmed" });
  });

  it("another merchant's ITN is refused even when correctly signed", async () => {
    const other = pairs.map(([k, v]): [string, string] => [
      k,
      k === "merchant_id" ? "10000999" : v,
    ]);
    const verdict = await verifyItn(
      { rawBody: body(other), remoteIp: PAYFAST_IP },
      expect14950,
      verifier(validateEndpoint("VALID").http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "wrong-merchant" });
  });

  it("a body without signature or payment id is malformed", async () => {
    const verdict = await verifyItn(
      { rawBody: "payment_status=COMPLETE", remoteIp: PAYFAST_IP },
      expect14950,
      verifier(validateEndpoint("VALID").http),
    );
    expect(verdict).toMatchObject({ ok: false, reason: "malformed" });
  });
});

describe("ITN source addresses", () => {
  const resolve = async (host: string) => (host === "www.payfast.co.za" ? ["102.216.36.10"] : []);
  it.each([
    ["197.97.145.144", true],
    ["197.97.145.159", true],
    ["197.97.145.143", false],
    ["197.97.145.160", false],
    ["::ffff:197.97.145.150", true],
    ["102.216.36.10", true],
    ["102.216.36.11", false],
    ["not-an-ip", false],
  ])("%s → %s", async (ip, allowed) => {
    expect(await isPayfastSource(ip, ["197.97.145.144/28", "www.payfast.co.za"], resolve)).toBe(
      allowed,
    );
  });
  it("a host that does not resolve allows nothing", async () => {
    const failing = async () => {
      throw new Error("ENOTFOUND");
    };
    expect(await isPayfastSource("1.2.3.4", ["nowhere.invalid"], failing)).toBe(false);
  });
});

describe("ITN shape: only the signed pairs are ever fields", () => {
  const verdictOf = (rawBody: string) =>
    verifyItn(
      { rawBody, remoteIp: PAYFAST_IP },
      expect14950,
      verifier(validateEndpoint("VALID").http),
    );

  it.each([
    ["a pair after the signature", `${body()}&m_payment_id=other`, "repeated-key"],
    ["a new key after the signature", `${body()}&extra=1`, "pair-after-signature"],
    ["a repeated key", `pf_payment_id=1&${body()}`, "repeated-key"],
    ["the same key spelled with escapes", `${body()}&m%5Fpayment%5Fid=other`, "repeated-key"],
    ["no signature", new URLSearchParams(pairs).toString(), "malformed"],
  ])("%s → %s", async (_name, rawBody, reason) => {
    expect(await verdictOf(rawBody)).toMatchObject({ ok: false, reason });
  });

  it("the fields of an accepted ITN are exactly the signed pairs", async () => {
    const verdict = await verdictOf(body());
    expect(verdict.ok).toBe(true);
    expect(verdict.fields).toEqual(Object.fromEntries(pairs));
  });
});
