import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/support/auth-steps";
import { seedUser } from "../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("rate limits on sign-in, sign-up and reset", () => {
  it("the 6th sign-in for one e-mail within 5 minutes gets 429 with a clear message, even from new IPs", async () => {
    const email = (await seedUser(t, "Thandi Nkosi")).email;
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.client(), email, "wrong-password")).status).toBe(401);
    }
    const blocked = await signIn(t.client(), email);
    expect(blocked.status).toBe(429);
    expect(blocked.headers["content-type"]).toContain("application/problem+json");
    expect(blocked.json.code).toBe("auth/too-many-requests");
    expect(blocked.json.detail).toMatch(/too many attempts/i);
  });

  it("one IP trying many addresses is stopped after 30 sign-ins", async () => {
    const client = t.client();
    for (let i = 0; i < 30; i++) {
      const res = await signIn(client, `guess${i}@example.co.za`, "password-guess");
      expect(res.status).toBe(401);
    }
    expect((await signIn(client, "guess-final@example.co.za", "password-guess")).status).toBe(429);
  }, 90_000); // 31 password checks on a busy machine, as in trust-proxy.test.ts

  it("password reset requests for one address are limited to 3 per 15 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.client().post("/api/auth/request-password-reset", {
        email: "target@example.co.za",
        redirectTo: "/reset-password",
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("counters live in the database, so another instance on the same database sees them", async () => {
    const rows = await t.database.db.query.rateLimitCounter.findMany();
    expect(rows.some((r) => r.key.startsWith("email:target@example.co.za"))).toBe(true);
  });
});
