import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiAccess } from "#server/tenancy/caller";
import { adminEnv } from "./support/admin-steps";
import { createCompanyFor, signedInAdviser } from "./support/company-steps";
import type { HttpClient, HttpResult } from "./support/http-client";
import { createTestApp, type TestApp } from "./support/test-app";

/*
 * Every /api/v1 route, as registered, is tried by the callers its declared access must refuse:
 * no session (401) on every non-public route, a signed-in user without a company (403
 * `company/missing`) on company and subscriber routes, a company without a trial or subscription
 * (402 `subscription/required`) on subscriber routes, a non-administrator (403
 * `auth/permission-denied`) on admin routes. A route without a declared access fails here; a new
 * route is covered by declaring one.
 */

let t: TestApp;
let anonymous: HttpClient;
let noCompany: HttpClient;
let unsubscribed: HttpClient;

const ACCESS: readonly ApiAccess[] = ["public", "user", "company", "subscriber", "admin"];
const ANY_ID = "00000000-0000-4000-8000-000000000000";

interface Route {
  key: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  access: ApiAccess | undefined;
}

const routes = (): Route[] =>
  t.app.apiRoutes.map((route) => {
    const key = `${route.method} ${route.url}`;
    return {
      key,
      method: route.method as Route["method"],
      // Any value: access is decided before a parameter is read.
      url: route.url.replace(/:[A-Za-z]+/g, ANY_ID),
      access: route.operation?.access,
    };
  });

const withAccess = (...levels: ApiAccess[]) =>
  routes().filter((route) => route.access !== undefined && levels.includes(route.access));

function call(client: HttpClient, route: Route): Promise<HttpResult> {
  return client.request(route.method, route.url, route.method === "GET" ? undefined : {});
}

function expectProblem(result: HttpResult, route: Route, status: number, code: string) {
  expect(result.status, route.key).toBe(status);
  expect(result.headers["content-type"], route.key).toContain("application/problem+json");
  expect(result.json.code, route.key).toBe(code);
}

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  anonymous = t.client();
  noCompany = (await signedInAdviser(t, "Thabo Nocompany")).client;
  unsubscribed = (await signedInAdviser(t, "Zanele Unsubscribed")).client;
  await createCompanyFor(unsubscribed);
});
afterAll(async () => t.close());

describe("every route's declared access is enforced before its handler", () => {
  it("every registered /api/v1 route declares an access level", () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(90);
    const undeclared = all.filter((route) => !route.access || !ACCESS.includes(route.access));
    expect(undeclared.map((route) => route.key)).toEqual([]);
  });

  it("finds routes of every level, from the registered list", () => {
    const keys = (level: ApiAccess) => withAccess(level).map((route) => route.key);
    expect(keys("user")).toEqual(
      expect.arrayContaining(["GET /api/v1/me", "POST /api/v1/company"]),
    );
    expect(keys("company")).toEqual(
      expect.arrayContaining(["GET /api/v1/subscription", "GET /api/v1/billing"]),
    );
    expect(keys("subscriber")).toEqual(
      expect.arrayContaining([
        "POST /api/v1/clients",
        "PUT /api/v1/scenarios/:id",
        "GET /api/v1/rate-tables",
        "GET /api/v1/scenarios/:id/report.pdf",
      ]),
    );
    expect(keys("admin")).toEqual(
      expect.arrayContaining(["GET /api/v1/admin/users", "PUT /api/v1/admin/config"]),
    );
    expect(keys("subscriber").length).toBeGreaterThan(40);
  });

  it("answers 401 without a session on every route that is not public", async () => {
    for (const route of withAccess("user", "company", "subscriber", "admin")) {
      const result = await call(anonymous, route);
      expect(result.status, route.key).toBe(401);
      expect(result.headers["content-type"], route.key).toContain("application/problem+json");
      expect(["auth/not-authenticated", "billing/not-auth"], route.key).toContain(result.json.code);
    }
  });

  it("answers 403 company/missing on every company and subscriber route to a user without a company", async () => {
    for (const route of withAccess("company", "subscriber")) {
      expectProblem(await call(noCompany, route), route, 403, "company/missing");
    }
  });

  it("answers 402 subscription/required on every subscriber route to a company without a trial or subscription", async () => {
    for (const route of withAccess("subscriber")) {
      expectProblem(await call(unsubscribed, route), route, 402, "subscription/required");
    }
    // The refusals changed nothing: still no trial, so the trial can still be started.
    const state = await unsubscribed.get("/api/v1/subscription");
    expect([state.status, state.json.subscription, state.json.trialAvailable]).toEqual([
      200,
      null,
      true,
    ]);
  });

  it("answers 403 auth/permission-denied on every admin route to a non-administrator", async () => {
    for (const route of withAccess("admin")) {
      expectProblem(await call(unsubscribed, route), route, 403, "auth/permission-denied");
    }
  });
});
