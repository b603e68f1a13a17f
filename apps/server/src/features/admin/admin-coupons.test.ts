import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponUse } from "#server/db/schema";
import { adminEnv, auditCount, signedInAdmin } from "../../../test/support/admin-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = (await signedInAdmin(t)).client;
});
afterAll(async () => t.close());

const create = (body: Record<string, unknown>) => admin.post("/api/v1/admin/coupons", body);

describe("coupons", () => {
  it("creates a coupon (code upper-cased) with expiry, usage limit and when it applies", async () => {
    const res = await create({
      code: "winter25",
      discountPercent: 25,
      appliesTo: "first-payment",
      expiresAt: "2027-06-30T21:59:59.000Z",
      usageLimit: 50,
      note: "Winter campaign",
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      code: "WINTER25",
      discountPercent: 25,
      appliesTo: "first-payment",
      expiresAt: "2027-06-30T21:59:59.000Z",
      usageLimit: 50,
      disabledAt: null,
      note: "Winter campaign",
      createdAt: expect.any(String),
      usedBy: [],
    });
    const audit = await admin.get("/api/v1/admin/audit?targetType=coupon&targetId=WINTER25");
    expect(audit.json.items[0]).toMatchObject({
      action: "coupon/create",
      after: { discountPercent: 25 },
    });
  });

  it.each([
    [{ code: "X", discountPercent: 10 }, "code"],
    [{ code: "VALID1", discountPercent: 101 }, "discountPercent"],
    [{ code: "VALID2", discountPercent: -1 }, "discountPercent"],
    [{ code: "VALID3", discountPercent: 12.345 }, "discountPercent"],
    [{ code: "VALID4", discountPercent: 10, usageLimit: 0 }, "usageLimit"],
    [{ code: "VALID5", discountPercent: 10, expiresAt: "next week" }, "expiresAt"],
    [{ code: "VALID6", discountPercent: 150 }, "discountPercent"],
    [{ code: "VALID7", discountPercent: 10, expiresAt: "2020-01-01T21:59:59.000Z" }, "expiresAt"],
  ])("refuses %j, naming %s, and stores nothing", async (body, field) => {
    const entries = await auditCount(t);
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].path).toBe(field);
    expect(await auditCount(t)).toBe(entries);
  });

  it("refuses a code that exists already, whatever its case", async () => {
    expect((await create({ code: "DUPE", discountPercent: 5 })).status).toBe(201);
    const res = await create({ code: "dupe", discountPercent: 50 });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("coupons/code-taken");
    const list = await admin.get("/api/v1/admin/coupons");
    expect(list.json.items.find((c: { code: string }) => c.code === "DUPE").discountPercent).toBe(
      5,
    );
  });

  it("lists who used a coupon by e-mail (spec usedBy) and disables and enables it", async () => {
    expect((await create({ code: "USED10", discountPercent: 10 })).status).toBe(201);
    await t.database.db.insert(couponUse).values([
      { code: "USED10", email: "first@example.co.za", usedAt: new Date("2026-01-02T08:00:00Z") },
      { code: "USED10", email: "second@example.co.za", usedAt: new Date("2026-02-03T08:00:00Z") },
    ]);
    const list = await admin.get("/api/v1/admin/coupons");
    const used = list.json.items.find((c: { code: string }) => c.code === "USED10");
    expect(used.usedBy.map((u: { email: string }) => u.email)).toEqual([
      "first@example.co.za",
      "second@example.co.za",
    ]);

    const disabled = await admin.post("/api/v1/admin/coupons/used10/disable");
    expect(disabled.status).toBe(200);
    expect(disabled.json.disabledAt).not.toBeNull();
    expect(disabled.json.usedBy).toHaveLength(2);
    const enabled = await admin.post("/api/v1/admin/coupons/USED10/enable");
    expect(enabled.json.disabledAt).toBeNull();
    const audit = await admin.get("/api/v1/admin/audit?targetType=coupon&targetId=USED10");
    expect(audit.json.items.map((e: { action: string }) => e.action)).toEqual([
      "coupon/enable",
      "coupon/disable",
      "coupon/create",
    ]);
    expect((await admin.post("/api/v1/admin/coupons/NOPE99/disable")).status).toBe(404);
  });
});
