import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "./support/http-client";
import { patch, subscribedAdviser } from "./support/record-steps";
import { seedUser } from "./support/seeded-session";
import { createTestApp, type TestApp } from "./support/test-app";

describe("hostile bodies and identity probing", () => {
  let t: TestApp;
  let adviser: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    adviser = (await subscribedAdviser(t, "Body Checker")).client;
  });
  afterAll(async () => t.close());

  // Security review §11: each of these gave 500 (PostgreSQL refuses NUL in text).
  const NUL_CASES: [string, (c: HttpClient) => ReturnType<HttpClient["get"]>][] = [
    [
      "POST /clients",
      (c) => c.post("/api/v1/clients", { clientName: "a\u0000b", clientSurname: "x" }),
    ],
    ["POST /transfer-duties", (c) => c.post("/api/v1/transfer-duties", { name: "x\u0000" })],
    ["POST /scenarios", (c) => c.post("/api/v1/scenarios", { name: "\u0000" })],
    ["PATCH /company", (c) => patch(c, "/api/v1/company", { accountName: "A\u0000" })],
    ["GET /clients?q=", (c) => c.get("/api/v1/clients?q=a%00b")],
    [
      "sign-in",
      (c) => c.post("/api/auth/sign-in/email", { email: "a\u0000@x.co.za", password: "p" }),
    ],
    ["update-user", (c) => c.post("/api/auth/update-user", { name: "x\u0000y" })],
    ["a control character in a key", (c) => c.post("/api/v1/clients", { "a\u0001": 1 })],
    ["another control character", (c) => c.post("/api/v1/clients", { clientName: "a\u001bb" })],
  ];
  for (const [name, send] of NUL_CASES) {
    it(`refuses a control character with 400 and a clear message: ${name}`, async () => {
      const res = await send(adviser);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("request/control-character");
      expect(res.json.detail).toMatch(/control character/);
    });
  }

  it("still accepts tabs and line breaks in text", async () => {
    const res = await adviser.post("/api/v1/clients", {
      clientName: "Thandi",
      clientSurname: "Nkosi",
      notes: "line one\r\nline two\twith a tab",
    });
    expect(res.status).not.toBe(400);
  });

  it("answers sign-up identically for a new and an existing address; the e-mail tells the owner", async () => {
    const existing = (await seedUser(t, "Existing Owner")).email;
    const body = (email: string) => ({ name: "Someone", email, password: "Passw0rd!x1-long" });
    const forExisting = await t.client().post("/api/auth/sign-up/email", body(existing));
    const fresh = `fresh.${Date.now()}@example.co.za`;
    const forNew = await t.client().post("/api/auth/sign-up/email", body(fresh));
    expect(forExisting.status).toBe(forNew.status);
    const shape = (json: { token: unknown; user: Record<string, unknown> }) => ({
      token: json.token,
      user: Object.fromEntries(
        Object.entries(json.user)
          .filter(([k]) => !["id", "email", "createdAt", "updatedAt"].includes(k))
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
      keys: Object.keys(json.user).sort(),
    });
    expect(shape(forExisting.json)).toEqual(shape(forNew.json));
    expect(forExisting.json.user.role).toBe("user");
    const told = await t.mail.waitFor(existing, /already have an adviser desk account/i);
    expect(told.body).toMatch(/nothing was created/);
    await t.mail.waitFor(fresh, /confirm your e-mail/i);
  });

  it("bounds update-user: name at most 200 characters, picture only our own logo or none", async () => {
    const tooLong = await adviser.post("/api/auth/update-user", { name: "x".repeat(100_000) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.detail).toMatch(/at most 200 characters/);
    for (const image of [
      "javascript:alert(1)",
      "https://evil.test/x.png",
      "/api/v1/company/logo/../x",
    ]) {
      const res = await adviser.post("/api/auth/update-user", { image });
      expect(res.status).toBe(400);
    }
    expect((await adviser.post("/api/auth/update-user", { name: "N".repeat(200) })).status).toBe(
      200,
    );
    expect((await adviser.post("/api/auth/update-user", { image: null })).status).toBe(200);
    const me = await adviser.get("/api/v1/me");
    expect(me.json.user.name).toBe("N".repeat(200));
  });
});
