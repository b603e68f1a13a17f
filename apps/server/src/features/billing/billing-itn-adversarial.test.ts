import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payfastItn } from "#server/db/schema";
import {
  agreementOf,
  billingSnapshot,
  confirmingDeps,
  signedItnBody,
} from "../../../test/support/billing-state";
import {
  adviserWithCompany,
  postItn,
  SIMULATOR_ENV,
  subscribe,
} from "../../../test/support/billing-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { handleItn } from "./itn/handle-itn";

/**
 * The attacks of the security review, over HTTP against a real database: each is refused,
 * stored raw with its reason, and changes no invoice, period end, status or coupon use.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...SIMULATOR_ENV });
});
afterAll(async () => t.close());

const db = () => t.database.db;

async function subscribedCompany(name: string) {
  const adviser = await adviserWithCompany(t, name);
  const { form } = await subscribe(t, adviser.client);
  const row = await agreementOf(db(), form.mPaymentId);
  const [itn] = await db()
    .select()
    .from(payfastItn)
    .where(eq(payfastItn.mPaymentId, form.mPaymentId));
  if (!row?.token || !itn) throw new Error("subscription not active");
  return { ...adviser, mPaymentId: form.mPaymentId, token: row.token, genuine: itn.rawBody };
}

const lastStored = async () =>
  (await db().select().from(payfastItn).orderBy(payfastItn.receivedAt)).at(-1);

describe("pairs smuggled into a genuine ITN", () => {
  it.each([
    [
      "a second pf_payment_id appended (free renewal)",
      "&pf_payment_id=FAKE-RENEW-1",
      "repeated-key",
    ],
    ["a new key appended after the signature", "&setup=free", "pair-after-signature"],
    ["a second signature appended", "&signature=0123", "repeated-key"],
  ])("%s → 400, stored, nothing changed", async (_name, tail, reason) => {
    const bob = await subscribedCompany("Bob Smuggler");
    const before = await billingSnapshot(db());
    const res = await postItn(t, `${bob.genuine}${tail}`);
    expect([res.statusCode, res.body]).toEqual([400, reason]);
    expect(await billingSnapshot(db())).toEqual(before);
    expect(await lastStored()).toMatchObject({
      outcome: "rejected",
      reason,
      rawBody: `${bob.genuine}${tail}`,
    });
  });

  it("another company's m_payment_id and CANCELLED appended → Alice keeps her subscription", async () => {
    const alice = await subscribedCompany("Alice Victim");
    const bob = await subscribedCompany("Bob Attacker");
    const before = await billingSnapshot(db());
    const tail = `&m_payment_id=${alice.mPaymentId}&payment_status=CANCELLED&pf_payment_id=FAKE-CANCEL-1`;
    const res = await postItn(t, `${bob.genuine}${tail}`);
    expect(res.statusCode).toBe(400);
    expect(await billingSnapshot(db())).toEqual(before);
    expect((await agreementOf(db(), alice.mPaymentId))?.status).toBe("active");
    expect((await alice.client.post("/api/v1/billing/subscription/cancel")).status).toBe(204);
  });

  it("a repeated key before the signature, even signed, is refused", async () => {
    const bob = await subscribedCompany("Bob Repeats");
    const before = await billingSnapshot(db());
    const pairs: [string, string][] = [
      ["m_payment_id", bob.mPaymentId],
      ["pf_payment_id", "dup-1"],
      ["pf_payment_id", "dup-2"],
      ["payment_status", "COMPLETE"],
      ["amount_gross", "999.99"],
      ["merchant_id", t.config.billing.merchantId],
      ["token", bob.token],
    ];
    const res = await postItn(t, signedItnBody(pairs, t.config.billing.passphrase));
    expect([res.statusCode, res.body]).toEqual([400, "repeated-key"]);
    expect(await billingSnapshot(db())).toEqual(before);
  });
});

describe("signed and confirmed, yet not this agreement's", () => {
  const renewal = (mPaymentId: string, token: string, status = "COMPLETE", amount = "999.99") =>
    signedItnBody(
      [
        ["m_payment_id", mPaymentId],
        ["pf_payment_id", `pf-${Math.random()}`],
        ["payment_status", status],
        ["amount_gross", amount],
        ["merchant_id", t.config.billing.merchantId],
        ["token", token],
      ],
      t.config.billing.passphrase,
    );
  const deliver = (rawBody: string) =>
    handleItn(confirmingDeps(t), { rawBody, remoteIp: "127.0.0.1", now: new Date() });

  it.each(["COMPLETE", "FAILED", "CANCELLED"])(
    "Alice's m_payment_id with Bob's token (%s) → not applied (token-mismatch)",
    async (status) => {
      const alice = await subscribedCompany("Alice Tokens");
      const bob = await subscribedCompany("Bob Tokens");
      const before = await billingSnapshot(db());
      const result = await deliver(renewal(alice.mPaymentId, bob.token, status));
      expect(result).toMatchObject({
        outcome: "ignored",
        reason: expect.stringMatching(/^token-mismatch/),
      });
      expect(await billingSnapshot(db())).toEqual(before);
    },
  );

  it("a renewal without a token → not applied (token-mismatch)", async () => {
    const alice = await subscribedCompany("Alice No Token");
    const before = await billingSnapshot(db());
    const result = await deliver(renewal(alice.mPaymentId, ""));
    expect(result).toMatchObject({
      outcome: "ignored",
      reason: expect.stringMatching(/^token-mismatch/),
    });
    expect(await billingSnapshot(db())).toEqual(before);
  });

  it("a renewal for a different amount → amount-mismatch", async () => {
    const alice = await subscribedCompany("Alice Amount");
    const before = await billingSnapshot(db());
    const result = await deliver(renewal(alice.mPaymentId, alice.token, "COMPLETE", "1.00"));
    expect(result).toEqual({ outcome: "rejected", reason: "amount-mismatch" });
    expect(await billingSnapshot(db())).toEqual(before);
  });

  it("a verbatim replay of a genuine ITN is a duplicate and changes nothing", async () => {
    const alice = await subscribedCompany("Alice Replay");
    const before = await billingSnapshot(db());
    const res = await postItn(t, alice.genuine);
    expect([res.statusCode, res.body]).toEqual([200, "OK"]);
    expect(await lastStored()).toMatchObject({ outcome: "duplicate" });
    expect(await billingSnapshot(db())).toEqual(before);
  });

  it("ten concurrent copies of one renewal are applied once", async () => {
    const alice = await subscribedCompany("Alice Concurrent");
    const before = await billingSnapshot(db());
    const body = renewal(alice.mPaymentId, alice.token);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(results.filter((r) => r.outcome === "processed")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "duplicate")).toHaveLength(9);
    const after = await billingSnapshot(db());
    expect(after.invoices).toHaveLength(before.invoices.length + 1);
  });
});
