import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEnv, auditCount, signedInAdmin } from "./support/admin-steps";
import { createCompanyFor, signedInAdviser } from "./support/company-steps";
import type { HttpClient } from "./support/http-client";
import { createTestApp, type TestApp } from "./support/test-app";

/*
 * Every /api/v1/admin route, as registered, is tried by an adviser who is not an administrator
 * (403 problem+json) and by someone not signed in (401), with path parameters naming real rows
 * and bodies that an administrator's request would carry. Nothing may change. A new admin route
 * is covered automatically; one that forgets the check fails here.
 */

let t: TestApp;
let admin: HttpClient;
let adviser: HttpClient;
let adviserId = "";
const COUPON = "ACCESS10";

const bodies: Record<string, () => unknown> = {
  "PATCH /api/v1/admin/users/:id": () => ({ admin: true }),
  "DELETE /api/v1/admin/users/:id": () => ({ confirmEmail: "" }),
  "POST /api/v1/admin/coupons": () => ({ code: "STOLEN", discountPercent: 100 }),
  "PUT /api/v1/admin/config": () => ({ underConstruction: true }),
  "POST /api/v1/admin/rate-tables/preview": () => ({
    kind: "tax-year",
    format: "json",
    content: "{}",
  }),
  "POST /api/v1/admin/rate-tables": () => ({
    kind: "tax-year",
    table: {},
    note: "x",
    basedOnVersion: 1,
  }),
};

function urlOf(template: string): string {
  return (
    template
      .replace(":id", adviserId)
      .replace(":kind", "tax-year")
      .replace(":key", "2026")
      .replace(":code", COUPON)
      // Another feature's admin route: any value, the role check comes before the parameters.
      .replace(/:[A-Za-z]+/g, "any")
  );
}

const adminRoutes = () =>
  t.app.apiRoutes
    .filter((route) => route.url.startsWith("/api/v1/admin/") || route.url === "/api/v1/admin")
    .map((route) => ({
      key: `${route.method} ${route.url}`,
      method: route.method,
      url: route.url,
    }));

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = (await signedInAdmin(t)).client;
  const signedIn = await signedInAdviser(t, "Nomsa Adviser");
  adviser = signedIn.client;
  await createCompanyFor(adviser);
  adviserId = (await adviser.get("/api/v1/me")).json.user.id;
  expect(
    (await admin.post("/api/v1/admin/coupons", { code: COUPON, discountPercent: 10 })).status,
  ).toBe(201);
});
afterAll(async () => t.close());

describe("admin routes refuse everyone but administrators", () => {
  it("finds the admin routes (users, audit, rate tables, coupons, overview, config)", () => {
    const keys = adminRoutes().map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/v1/admin/users",
        "GET /api/v1/admin/users/count",
        "GET /api/v1/admin/users/:id",
        "PATCH /api/v1/admin/users/:id",
        "DELETE /api/v1/admin/users/:id",
        "POST /api/v1/admin/users/:id/enable",
        "POST /api/v1/admin/users/:id/disable",
        "GET /api/v1/admin/audit",
        "POST /api/v1/admin/rate-tables",
        "GET /api/v1/admin/coupons",
        "PUT /api/v1/admin/config",
      ]),
    );
  });

  it("refuses a signed-in non-admin with 403 and anonymous callers with 401 on every route; nothing changes", async () => {
    const entriesBefore = await auditCount(t);
    const anonymous = t.client();
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const body = bodies[route.key]?.() ?? (route.method === "GET" ? undefined : {});
      const method = route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      const asAdviser = await adviser.request(method, urlOf(route.url), body);
      expect(asAdviser.status, route.key).toBe(403);
      expect(asAdviser.headers["content-type"], route.key).toContain("application/problem+json");
      expect(asAdviser.json.code, route.key).toBe("auth/permission-denied");
      const asAnonymous = await anonymous.request(method, urlOf(route.url), body);
      expect(asAnonymous.status, route.key).toBe(401);
      expect(asAnonymous.json.code, route.key).toBe("auth/not-authenticated");
    }
    expect(await auditCount(t)).toBe(entriesBefore);
    const me = await adviser.get("/api/v1/me");
    expect(me.status).toBe(200);
    expect(me.json.claims.admin).toBe(false);
    const coupons = await admin.get("/api/v1/admin/coupons");
    expect(coupons.json.items.map((c: { code: string }) => c.code)).toEqual([COUPON]);
    expect((await t.client().get("/api/v1/config")).json.underConstruction).toBe(false);
  });

  it("the same requests succeed for the administrator (the refusal is about the role)", async () => {
    expect((await admin.get(`/api/v1/admin/users/${adviserId}`)).status).toBe(200);
    expect((await admin.get("/api/v1/admin/users")).status).toBe(200);
    expect((await admin.get("/api/v1/admin/rate-tables/tax-year/2026")).status).toBe(200);
  });
});
