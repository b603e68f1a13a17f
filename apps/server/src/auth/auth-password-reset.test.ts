import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signIn } from "../../test/support/auth-steps";
import { linkIn } from "../../test/support/mail-sink";
import { seedUser } from "../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("forgot and reset password", () => {
  it("answers the same for an unknown address as for a known one, and mails only the known", async () => {
    const client = t.client();
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    const known = await client.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    const unknown = await t.client().post("/api/auth/request-password-reset", {
      email: "nobody@example.co.za",
      redirectTo: "/reset-password",
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    await t.mail.waitFor(email, /reset your/i);
    await expect(t.mail.waitFor("nobody@example.co.za", /reset/i, 300)).rejects.toThrow();
  });

  it("the e-mailed link leads to the reset screen with a token; the new password works, the old does not, old sessions end", async () => {
    const client = t.client();
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    const oldSession = t.client();
    await signIn(oldSession, email);
    await client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const mail = await t.mail.waitFor(email, /reset your/i);
    const follow = await client.get(linkIn(mail, "/api/auth/reset-password/"));
    expect(follow.status).toBe(302);
    const location = new URL(String(follow.headers.location), "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await client.post("/api/auth/reset-password", {
      newPassword: "new-password-2026",
      token,
    });
    expect(reset.status).toBe(200);
    expect((await signIn(t.client(), email, PASSWORD)).status).toBe(401);
    expect((await signIn(t.client(), email, "new-password-2026")).status).toBe(200);
    expect((await oldSession.get("/api/v1/me")).status).toBe(401);
  });

  it("a used or invented token is refused", async () => {
    const res = await t.client().post("/api/auth/reset-password", {
      newPassword: "whatever-password",
      token: "invented-token",
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("INVALID_TOKEN");
  });
});
