import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEnv, signedInAdmin } from "../../../test/support/admin-steps";
import { signedInAdviser } from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * GET /api/v1/me answers from the instance's session and caller caches. Whatever ends a session
 * must still end it at once: the request right after signing out, disabling or deleting the user
 * is refused, though the same credential was answered from the cache a moment before.
 */

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = (await signedInAdmin(t)).client;
});
afterAll(async () => t.close());

/** A signed-in adviser whose session is in the cache (answered several times already). */
async function cachedAdviser(name: string) {
  const adviser = await signedInAdviser(t, name);
  for (let i = 0; i < 3; i++) expect((await adviser.client.get("/api/v1/me")).status).toBe(200);
  return adviser;
}

describe("GET /api/v1/me right after the session ends", () => {
  it("signed out: the next request with the old cookie is 401", async () => {
    const { client } = await cachedAdviser("Signs Out");
    const stale = t.client();
    stale.copyCookiesFrom(client);
    expect((await stale.get("/api/v1/me")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const res = await stale.get("/api/v1/me");
    expect([res.status, res.json.code]).toEqual([401, "auth/not-authenticated"]);
  });

  it("disabled by an administrator: the next request is 401 auth/account-disabled", async () => {
    const { client, userId } = await cachedAdviser("Gets Disabled");
    expect((await admin.post(`/api/v1/admin/users/${userId}/disable`)).status).toBe(200);
    const res = await client.get("/api/v1/me");
    expect([res.status, res.json.code]).toEqual([401, "auth/account-disabled"]);
  });

  it("deleted by an administrator: the next request is 401", async () => {
    const { client, userId, email } = await cachedAdviser("Gets Deleted");
    const deleted = await admin.request("DELETE", `/api/v1/admin/users/${userId}`, {
      confirmEmail: email,
    });
    expect(deleted.status).toBe(200);
    expect((await client.get("/api/v1/me")).status).toBe(401);
  });
});
