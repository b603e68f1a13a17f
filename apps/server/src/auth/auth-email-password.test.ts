import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registerVerified, signIn } from "../../test/support/auth-steps";
import { linkIn } from "../../test/support/mail-sink";
import { seedUser } from "../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("sign-up, verification, sign-in, sign-out", () => {
  it("an unverified user cannot sign in and is told to verify", async () => {
    const client = t.client();
    const email = `unverified.${Date.now()}@example.co.za`;
    await client.post("/api/auth/sign-up/email", {
      name: "Sipho Dlamini",
      email,
      password: PASSWORD,
    });
    const res = await signIn(client, email);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("EMAIL_NOT_VERIFIED");
    expect(client.hasSessionCookie()).toBe(false);
  });

  it("the e-mailed link verifies the address; sign-in then gives a session that /me reads", async () => {
    const client = t.client();
    const email = await registerVerified(t, client, "Anna van der Merwe");
    const res = await signIn(client, email);
    expect(res.status).toBe(200);
    expect(client.hasSessionCookie()).toBe(true);
    const me = await client.get("/api/v1/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email, name: "Anna van der Merwe", emailVerified: true });
    expect(me.json.company).toBeNull();
    expect(me.json.claims).toEqual({
      admin: false,
      hasSubscription: false,
      atNextPayment: null,
      atStartSubscription: null,
      centAmount: 0,
    });
  });

  it("the session cookie is httpOnly and SameSite=Lax", async () => {
    const client = t.client();
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    const res = await signIn(client, email);
    const cookie = [res.headers["set-cookie"]]
      .flat()
      .find((c) => String(c).includes("session_token"));
    expect(String(cookie)).toMatch(/HttpOnly/i);
    expect(String(cookie)).toMatch(/SameSite=Lax/i);
  });

  it("sign-out ends the session", async () => {
    const client = t.client();
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    await signIn(client, email);
    const out = await client.post("/api/auth/sign-out");
    expect(out.status).toBe(200);
    expect((await client.get("/api/v1/me")).status).toBe(401);
  });

  it("a wrong password is refused with a code and no session", async () => {
    const client = t.client();
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    const res = await signIn(client, email, "not-the-password");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(client.hasSessionCookie()).toBe(false);
  });

  it("a password shorter than PASSWORD_MIN_LENGTH (8) is refused at sign-up", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", {
      name: "Short Pass",
      email: "short@example.co.za",
      password: "1234567",
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("PASSWORD_TOO_SHORT");
  });

  it("the verification e-mail can be resent", async () => {
    const client = t.client();
    const email = `resend.${Date.now()}@example.co.za`;
    await client.post("/api/auth/sign-up/email", { name: "Resend Me", email, password: PASSWORD });
    await t.mail.waitFor(email, /confirm your e-mail/i);
    const res = await client.post("/api/auth/send-verification-email", {
      email,
      callbackURL: "/login",
    });
    expect(res.status).toBe(200);
    const again = await t.mail.waitFor(email, /confirm your e-mail/i);
    expect(linkIn(again, "/api/auth/verify-email")).toContain("token=");
  });
});

describe("profile changes", () => {
  it("updates the display name", async () => {
    const client = t.client();
    await signIn(client, (await seedUser(t, "Thandi Nkosi")).email);
    const res = await client.post("/api/auth/update-user", { name: "Thandi M. Nkosi" });
    expect(res.status).toBe(200);
    expect((await client.get("/api/v1/me")).json.user.name).toBe("Thandi M. Nkosi");
  });

  it("changes the password: the old one stops working, the new one works", async () => {
    const client = t.client();
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    await signIn(client, email);
    const res = await client.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "a-brand-new-password",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await signIn(t.client(), email)).status).toBe(401);
    expect((await signIn(t.client(), email, "a-brand-new-password")).status).toBe(200);
  });
});
