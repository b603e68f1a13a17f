import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#server/db/schema";
import { signIn } from "../../test/support/auth-steps";
import { seedUser } from "../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../test/support/test-app";

let t: TestApp;
const ADMIN = "chief.admin@example.co.za";
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `someone@else.co.za, ${ADMIN.toUpperCase()}` });
});
afterAll(async () => t.close());

async function signUpVerifiedAs(email: string) {
  const client = t.client();
  await client.post("/api/auth/sign-up/email", {
    name: "Chief Admin",
    email,
    password: "admin-password-1",
  });
  await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  expect((await signIn(client, email, "admin-password-1")).status).toBe(200);
  return client;
}

describe("bearer tokens for API clients", () => {
  it("sign-in returns a token in set-auth-token that works without cookies", async () => {
    const browser = t.client();
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    const res = await signIn(browser, email);
    const token = res.headers["set-auth-token"];
    expect(typeof token).toBe("string");
    const apiClient = t.client();
    apiClient.bearer = String(token);
    const me = await apiClient.get("/api/v1/me", { origin: "" });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(email);
  });

  it("a made-up bearer token is refused", async () => {
    const apiClient = t.client();
    apiClient.bearer = "made-up-token";
    expect((await apiClient.get("/api/v1/me")).status).toBe(401);
  });
});

describe("roles and disabling users", () => {
  it("ADMIN_EMAILS makes that user an admin (case-insensitive)", async () => {
    const admin = await signUpVerifiedAs(ADMIN);
    expect((await admin.get("/api/v1/me")).json.claims.admin).toBe(true);
  });

  it("better-auth's own admin endpoints are closed: they would bypass the audit trail", async () => {
    const admin = t.client();
    expect((await signIn(admin, ADMIN, "admin-password-1")).status).toBe(200);
    const victimClient = t.client();
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    await signIn(victimClient, email);
    const victim = await t.database.db.query.user.findFirst({ where: eq(user.email, email) });

    for (const path of ["ban-user", "set-role", "remove-user", "list-users"]) {
      const res = await admin.post(`/api/auth/admin/${path}`, {
        userId: victim?.id,
        role: "admin",
      });
      expect(res.status, path).toBe(404);
      expect(res.json.code).toBe("auth/not-found");
    }
    expect((await victimClient.get("/api/v1/me")).status).toBe(200);
    const after = await t.database.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(after).toMatchObject({ banned: victim?.banned ?? null, role: victim?.role });
  });
});
