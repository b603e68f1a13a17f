import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "#server/http/json-body";
import type { HttpClient, HttpResult } from "./support/http-client";
import { subscribedAdviser } from "./support/record-steps";
import { createTestApp, type TestApp } from "./support/test-app";

/*
 * Every route that takes a body, as registered (better-auth's, PayFast's and the web app's
 * included), is sent deep and wide JSON bodies by an anonymous caller and a subscribed adviser.
 * Deeper than MAX_JSON_DEPTH is a 400 `request/too-deep` before any hook or handler reads it
 * (a 5 000-level body overflowed the control-character gate's stack: 500 on every route); wide
 * bodies within the size limit get the route's own answer, never a 5xx. A new route is covered
 * by registering it.
 */

let t: TestApp;
let anonymous: HttpClient;
let adviser: HttpClient;

const ANY_ID = "00000000-0000-4000-8000-000000000000";
/** Paths behind a wildcard: better-auth's handlers that read a body, and an unknown one. */
const WILDCARD_PATHS = ["sign-in/email", "sign-up/email", "update-user", "no-such-endpoint"];

interface Target {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
}

function targets(): Target[] {
  const out: Target[] = [];
  for (const route of t.app.allRoutes) {
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method)) continue;
    const method = route.method as Target["method"];
    const url = route.url.replace(/:[A-Za-z]+/g, ANY_ID);
    if (url.endsWith("*")) {
      for (const tail of WILDCARD_PATHS) out.push({ method, url: url.replace(/\*$/, tail) });
    } else {
      out.push({ method, url });
    }
  }
  return out;
}

const deepArrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

const send = (client: HttpClient, target: Target, body: string): Promise<HttpResult> =>
  client.request(target.method, target.url, body, { "content-type": "application/json" });

beforeAll(async () => {
  t = await createTestApp({ PAYFAST_MODE: "simulator" });
  anonymous = t.client();
  adviser = (await subscribedAdviser(t, "Deep Body")).client;
});
afterAll(async () => t.close());

describe("deep and wide JSON bodies on every route", () => {
  it("finds the body-taking routes from the registered list, better-auth's included", () => {
    const urls = targets().map((target) => `${target.method} ${target.url}`);
    expect(urls.length).toBeGreaterThan(60);
    expect(urls).toEqual(
      expect.arrayContaining([
        "POST /api/auth/sign-in/email",
        "POST /api/v1/clients",
        "POST /api/v1/billing/payfast/itn",
        "PUT /api/v1/company/logo",
      ]),
    );
  });

  for (const [name, body] of [
    ["50 000 nested arrays", deepArrays(50_000)],
    ["150 000 nested objects", deepObjects(150_000)],
    ["5 000 nested arrays", deepArrays(5_000)],
    [`${MAX_JSON_DEPTH + 1} nested arrays`, deepArrays(MAX_JSON_DEPTH + 1)],
  ] as const) {
    // About 300 requests, each refused after one pass over at most its first 65 brackets' worth.
    it(`answers ${name} with 400 request/too-deep on every route, signed in or not`, {
      timeout: 60_000,
    }, async () => {
      const wrong: string[] = [];
      for (const client of [anonymous, adviser]) {
        for (const target of targets()) {
          const res = await send(client, target, body);
          if (res.status !== 400 || res.json?.code !== "request/too-deep") {
            wrong.push(`${target.method} ${target.url} → ${res.status} ${res.json?.code}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  for (const [name, body] of [
    [`${MAX_JSON_DEPTH} nested arrays (the limit)`, deepArrays(MAX_JSON_DEPTH)],
    ["an array of 50 000 numbers", JSON.stringify(new Array(50_000).fill(7))],
    [
      "an object of 10 000 keys",
      JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
    ],
    ["a 900 000-character string", JSON.stringify({ clientName: "x".repeat(900_000) })],
    [
      "300 arrays of 64 levels side by side",
      JSON.stringify(Array.from({ length: 300 }, () => JSON.parse(deepArrays(MAX_JSON_DEPTH - 1)))),
    ],
  ] as const) {
    // About 300 requests of up to 1 MB each, every one parsed, walked and validated.
    it(`answers ${name} with the route's own 4xx or success, never a 5xx`, {
      timeout: 120_000,
    }, async () => {
      const wrong: string[] = [];
      for (const client of [anonymous, adviser]) {
        for (const target of targets()) {
          const res = await send(client, target, body);
          if (res.status >= 500 || res.json?.code === "request/too-deep") {
            wrong.push(`${target.method} ${target.url} → ${res.status} ${res.json?.code}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
