import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoice, payfastItn, payment, subscription } from "#server/db/schema";
import { billingSnapshot } from "../../../test/support/billing-state";
import {
  addCoupon,
  adviserWithCompany,
  payThroughSimulator,
  postItn,
  SIMULATOR_ENV,
} from "../../../test/support/billing-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { randStringToCents } from "./payfast/rands";
import { parseSignedItn } from "./payfast/signed-itn";

/**
 * Any sequence of checkouts, payments (in any order, old forms included), renewals, forged or
 * replayed ITNs and cancellations keeps the books straight: the invoices of a company add up to
 * the COMPLETE payments applied to it, it never has two active agreements, and its paid-through
 * date moves only with a genuine payment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SIMULATOR_ENV);
  await addCoupon(t, {
    code: "PROPHALF",
    discountPercent: "50",
    appliesToRecurring: "first-payment",
  });
  await addCoupon(t, { code: "PROPONE", discountPercent: "20", usageLimit: 1 });
});
afterAll(async () => t.close());

const db = () => t.database.db;

type Event =
  | { kind: "checkout"; coupon: "PROPHALF" | "PROPONE" | null }
  | { kind: "pay"; form: number; decision: "approve" | "fail" }
  | { kind: "renew" }
  | { kind: "forge"; how: "append" | "repeat" | "replay" }
  | { kind: "cancel" };

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    kind: fc.constant("checkout" as const),
    coupon: fc.constantFrom("PROPHALF" as const, "PROPONE" as const, null),
  }),
  fc.record({
    kind: fc.constant("pay" as const),
    form: fc.nat(3),
    decision: fc.constantFrom("approve" as const, "approve" as const, "fail" as const),
  }),
  fc.record({ kind: fc.constant("renew" as const) }),
  fc.record({
    kind: fc.constant("forge" as const),
    how: fc.constantFrom("append" as const, "repeat" as const, "replay" as const),
  }),
  fc.record({ kind: fc.constant("cancel" as const) }),
);

async function companyBooks(companyId: string) {
  const payments = await db().select().from(payment).where(eq(payment.companyId, companyId));
  const ids = payments.map((p) => p.mPaymentId);
  const applied =
    ids.length === 0
      ? []
      : await db()
          .select()
          .from(payfastItn)
          .where(
            and(
              inArray(payfastItn.mPaymentId, ids),
              eq(payfastItn.outcome, "processed"),
              eq(payfastItn.paymentStatus, "COMPLETE"),
            ),
          );
  const invoices = await db().select().from(invoice).where(eq(invoice.companyId, companyId));
  const [sub] = await db().select().from(subscription).where(eq(subscription.companyId, companyId));
  return {
    invoiced: invoices.reduce((sum, i) => sum + i.totalCents, 0),
    paid: applied.reduce((sum, itn) => {
      const signed = parseSignedItn(itn.rawBody);
      return sum + (signed.ok ? (randStringToCents(signed.fields.amount_gross ?? "") ?? 0) : 0);
    }, 0),
    active: payments.filter((p) => p.status === "active").length,
    periodEnd: sub?.currentPeriodEnd.getTime() ?? null,
    activeToken: payments.find((p) => p.status === "active")?.token ?? null,
    genuine: applied.at(-1)?.rawBody ?? null,
  };
}

async function run(client: HttpClient, companyId: string, forms: unknown[], event: Event) {
  switch (event.kind) {
    case "checkout": {
      const res = await client.post(
        "/api/v1/billing/payfast/payment",
        event.coupon ? { couponCode: event.coupon } : {},
      );
      if (res.status === 201 && res.json.fields.length > 0) forms.push(res.json);
      return "genuine";
    }
    case "pay": {
      const form = forms[forms.length - 1 - Math.min(event.form, forms.length - 1)];
      if (form) await payThroughSimulator(t, form as never, event.decision);
      return "genuine";
    }
    case "renew": {
      const { activeToken } = await companyBooks(companyId);
      if (activeToken) {
        await t.app.inject({
          method: "POST",
          url: `/payfast-simulator/dev/charge/${activeToken}`,
          payload: { outcome: "complete" },
        });
      }
      return "genuine";
    }
    case "cancel":
      await client.post("/api/v1/billing/subscription/cancel");
      return "cancel";
    case "forge": {
      const { genuine } = await companyBooks(companyId);
      if (!genuine) return "forged";
      const body =
        event.how === "append"
          ? `${genuine}&pf_payment_id=FORGED-${Math.random()}`
          : event.how === "repeat"
            ? `pf_payment_id=FORGED-${Math.random()}&${genuine}`
            : genuine;
      await postItn(t, body);
      return "forged";
    }
  }
}

describe("billing invariants over any sequence of events", () => {
  it("invoices = applied payments; one active agreement; no free paid-through days", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 8 }), async (events) => {
        const { client, company } = await adviserWithCompany(t, `Prop Adviser ${n++}`);
        const forms: unknown[] = [];
        for (const event of events) {
          const before = await companyBooks(company.id);
          const snapshot = await billingSnapshot(db());
          const nature = await run(client, company.id, forms, event);
          const after = await companyBooks(company.id);
          expect(after.invoiced).toBe(after.paid);
          expect(after.active).toBeLessThanOrEqual(1);
          if (nature === "forged") expect(await billingSnapshot(db())).toEqual(snapshot);
          if (nature === "cancel" && before.periodEnd !== null) {
            expect(after.periodEnd ?? 0).toBeLessThanOrEqual(before.periodEnd);
          }
          if (after.periodEnd !== null && after.periodEnd > (before.periodEnd ?? 0)) {
            // The paid-through date moved on: a genuine payment was applied for it.
            expect(after.paid).toBeGreaterThan(before.paid);
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});
