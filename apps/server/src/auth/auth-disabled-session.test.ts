import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokedSession, session } from "#server/db/schema";
import { adminEnv, signedInAdmin } from "../../test/support/admin-steps";
import { PASSWORD, signIn } from "../../test/support/auth-steps";
import { signedInAdviser } from "../../test/support/company-steps";
import type { HttpClient } from "../../test/support/http-client";
import { createTestApp, type TestApp } from "../../test/support/test-app";
import { hashSessionToken, purgeExpiredRevocations } from "./session-queries";

// A user disabled by an administrator loses every session at once; a request still carrying one
// is told why (401 auth/account-disabled with the reason), not only that it is signed out.
let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = (await signedInAdmin(t)).client;
});
afterAll(async () => t.close());

const DISABLED = {
  code: "auth/account-disabled",
  reason: "Disabled by an administrator",
  detail: expect.stringMatching(/disabled by an administrator/),
};

async function disabledAdviser(name: string) {
  const adviser = await signedInAdviser(t, name);
  const userId = (await adviser.client.get("/api/v1/me")).json.user.id as string;
  const tokens = (
    await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, userId))
  ).map((s) => s.token);
  expect((await admin.post(`/api/v1/admin/users/${userId}/disable`)).status).toBe(200);
  return { ...adviser, userId, tokens };
}

const revocationsOf = (userId: string) =>
  t.database.db.select().from(revokedSession).where(eq(revokedSession.userId, userId));

describe("a request carrying a session ended by disabling its user", () => {
  it("gets 401 auth/account-disabled with the reason on API routes, /me, billing and get-session", async () => {
    const { client } = await disabledAdviser("Saving When Disabled");
    const save = await client.post("/api/v1/clients", {
      clientName: "Thabo",
      clientSurname: "Nkosi",
    });
    expect(save.status).toBe(401);
    expect(save.json).toMatchObject(DISABLED);
    // Billing's own signed-out answer ("Not Auth") gives way to the reason too.
    const coupon = await client.post("/api/v1/billing/coupon", { code: "WELCOME" });
    expect([coupon.status, coupon.json.code]).toEqual([401, "auth/account-disabled"]);
    const me = await client.get("/api/v1/me");
    expect(me.status).toBe(401);
    expect(me.json).toMatchObject(DISABLED);
    const session = await client.get("/api/auth/get-session");
    expect(session.status).toBe(401);
    expect(session.json).toMatchObject(DISABLED);
  });

  it("stores a SHA-256 hash of each session token with the session's own expiry, never the token", async () => {
    const { userId, tokens } = await disabledAdviser("Hashed Not Kept");
    expect(tokens).toHaveLength(1);
    const rows = await revocationsOf(userId);
    expect(rows.map((r) => r.tokenHash)).toEqual(tokens.map(hashSessionToken));
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    for (const token of tokens) expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it("once the session would have expired, gets the ordinary 401, and the record is purged", async () => {
    const { client, userId } = await disabledAdviser("Long Gone");
    await t.database.db
      .update(revokedSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(revokedSession.userId, userId));
    const res = await client.get("/api/v1/clients");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("auth/not-authenticated");
    expect(await purgeExpiredRevocations(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await revocationsOf(userId)).toEqual([]);
  });

  it("after the user is enabled again, the old session stays ended and is only 'signed out'", async () => {
    const { client, userId, email } = await disabledAdviser("Enabled Again");
    expect((await admin.post(`/api/v1/admin/users/${userId}/enable`)).status).toBe(200);
    expect(await revocationsOf(userId)).toEqual([]);
    const res = await client.get("/api/v1/clients");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("auth/not-authenticated");
    expect((await client.get("/api/auth/get-session")).json).toBeNull();
    expect((await signIn(t.client(), email, PASSWORD)).status).toBe(200);
  });
});

describe("credentials that were never a disabled user's session", () => {
  it("a made-up cookie gets the ordinary 401 on the API and null from get-session", async () => {
    const res = await t.client().get("/api/v1/clients", {
      cookie: "better-auth.session_token=madeUpTokenmadeUpTokenmadeUpTo.c2lnbmF0dXJl",
    });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("auth/not-authenticated");
    const session = await t.client().get("/api/auth/get-session", {
      cookie: "better-auth.session_token=madeUpTokenmadeUpTokenmadeUpTo.c2lnbmF0dXJl",
    });
    expect(session.status).toBe(200);
    expect(session.json).toBeNull();
  });

  it("a signed-out session (sign-out, not disabling) gets the ordinary 401", async () => {
    const { client } = await signedInAdviser(t, "Signed Out Normally");
    const stale = t.client();
    stale.copyCookiesFrom(client);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const res = await stale.get("/api/v1/me");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("auth/not-authenticated");
  });
});
