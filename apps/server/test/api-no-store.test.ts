import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHEABLE_API_ROUTES } from "#server/http/api-no-store";
import type { HttpClient, HttpResult } from "./support/http-client";
import { subscribedAdviser } from "./support/record-steps";
import { createTestApp, type TestApp } from "./support/test-app";

/*
 * Every API route, as registered, answers `Cache-Control: no-store` to a subscribed adviser and
 * to an anonymous caller, whatever its status: no browser cache, proxy or back button may keep a
 * client's file, an invoice or a session. Only the routes named in CACHEABLE_API_ROUTES, each with
 * its reason, may say otherwise. A new route is covered by registering it.
 */

let t: TestApp;
let anonymous: HttpClient;
let adviser: HttpClient;

const ANY_ID = "00000000-0000-4000-8000-000000000000";
const STREAM = "GET /api/v1/config/stream";
const AUTH_PATHS = ["get-session", "list-sessions", "sign-in/email", "no-such-endpoint"];

interface Target {
  key: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
}

function targets(): Target[] {
  const out: Target[] = [];
  for (const route of t.app.allRoutes) {
    if (!route.url.startsWith("/api/v1/") && !route.url.startsWith("/api/auth/")) continue;
    const key = `${route.method} ${route.url}`;
    if (key === STREAM) continue;
    const method = route.method as Target["method"];
    const url = route.url.replace(/:[A-Za-z]+/g, ANY_ID);
    for (const tail of url.endsWith("*") ? AUTH_PATHS : [""]) {
      out.push({ key, method, url: url.replace(/\*$/, tail) });
    }
  }
  return out;
}

const cacheControl = (res: HttpResult) => String(res.headers["cache-control"] ?? "");

beforeAll(async () => {
  t = await createTestApp({ PAYFAST_MODE: "simulator" });
  anonymous = t.client();
  adviser = (await subscribedAdviser(t, "Cache Checker")).client;
});
afterAll(async () => t.close());

describe("no API answer is stored", () => {
  it("finds the API routes from the registered list, better-auth's and the exceptions included", () => {
    const keys = targets().map((target) => target.key);
    expect(keys.length).toBeGreaterThan(90);
    expect(keys).toEqual(expect.arrayContaining(["GET /api/v1/me", "POST /api/auth/*"]));
    for (const exception of CACHEABLE_API_ROUTES.keys()) expect(keys).toContain(exception);
  });

  it("every route answers no-store to an adviser and to an anonymous caller, but the named exceptions", {
    // About 280 requests, each answered by its route.
    timeout: 120_000,
  }, async () => {
    const stored: string[] = [];
    for (const client of [adviser, anonymous]) {
      for (const target of targets()) {
        if (CACHEABLE_API_ROUTES.has(target.key)) continue;
        const res = await client.request(
          target.method,
          target.url,
          target.method === "GET" ? undefined : {},
        );
        if (!cacheControl(res).split(/,\s*/).includes("no-store")) {
          stored.push(`${target.method} ${target.url} → ${res.status} "${cacheControl(res)}"`);
        }
      }
    }
    expect(stored).toEqual([]);
  });

  it("the live config stream says no-store too", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/v1/config/stream`, {
      signal: controller.signal,
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    controller.abort();
  });

  it("an exception says no-store when it answers with no logo (its 404)", async () => {
    const res = await adviser.get("/api/v1/company/logo");
    expect(res.status).toBe(404);
    expect(cacheControl(res)).toBe("no-store");
  });
});
