import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/support/test-app";

// A local OpenID Connect provider stands in for Google; the app reaches it only through the
// test-only GOOGLE_DISCOVERY_URL, so the whole code flow (PKCE, state, token, userinfo) is real.
const PROFILE = {
  sub: "google-user-4711",
  email: "lerato.mokoena@gmail.example",
  email_verified: true,
  name: "Lerato Mokoena",
  given_name: "Lerato",
  family_name: "Mokoena",
};

let oidc: OAuth2Server;
let t: TestApp;
beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  oidc.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, PROFILE);
  });
  oidc.service.on("beforeUserinfo", (userInfoResponse) => {
    userInfoResponse.body = PROFILE;
  });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: "adviser-desk-test",
    GOOGLE_CLIENT_SECRET: "test-secret",
    GOOGLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

describe("Google sign-in (OIDC code flow against a local provider)", () => {
  it("config reports Google as enabled", async () => {
    expect((await t.client().get("/api/v1/config")).json.googleEnabled).toBe(true);
  });

  it("round trip: start → provider → callback → session for the Google user", async () => {
    const client = t.client();
    const start = await client.post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/profile",
    });
    expect(start.status).toBe(200);
    const authorizeUrl = new URL(start.json.url);
    expect(authorizeUrl.origin).toBe(oidc.issuer.url);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("scope")).toContain("email");

    const atProvider = await fetch(authorizeUrl, { redirect: "manual" });
    expect(atProvider.status).toBe(302);
    const callback = String(atProvider.headers.get("location"));
    expect(callback).toContain("/api/auth/callback/google");

    const back = await client.get(callback);
    expect(back.status).toBe(302);
    expect(String(back.headers.location)).toMatch(/\/profile$/);
    const me = await client.get("/api/v1/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({
      email: PROFILE.email,
      name: PROFILE.name,
      emailVerified: true,
    });
  });

  it("a callback with a forged state is refused and gives no session", async () => {
    const client = t.client();
    const res = await client.get("/api/auth/callback/google?code=abc&state=forged");
    expect(res.status).toBe(302);
    expect(String(res.headers.location)).toContain("error");
    expect(client.hasSessionCookie()).toBe(false);
  });
});
