import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { type Database, openDatabase } from "#server/db/database";
import { adminEnv, signedInAdmin } from "./support/admin-steps";
import { createCompanyFor, signedInAdviser } from "./support/company-steps";
import { HttpClient } from "./support/http-client";
import { patch } from "./support/record-steps";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "./support/test-app";
import { testDbKind } from "./support/test-database";

// What an admin changes through one instance is seen at once by another on the same PostgreSQL:
// a disabled or deleted user is signed out there too, and a company edit shows in their /me.
describe.runIf(testDbKind() === "postgres")("admin changes across two instances", () => {
  let t: TestApp;
  let second: Database;
  let instanceB: Awaited<ReturnType<typeof buildApp>>;
  let admin: HttpClient;
  const onB = (client: HttpClient) => {
    const mirror = new HttpClient(instanceB, TEST_PUBLIC_URL, "10.9.9.8");
    mirror.copyCookiesFrom(client);
    return mirror;
  };

  beforeAll(async () => {
    t = await createTestApp(adminEnv);
    if (!t.databaseUrl) throw new Error("expected PostgreSQL");
    second = await openDatabase({ url: t.databaseUrl });
    instanceB = await buildApp(t.config, { database: second });
    await instanceB.ready();
    admin = (await signedInAdmin(t)).client;
  });
  afterAll(async () => {
    await instanceB.close();
    await second.close();
    await t.close();
  });

  it("a user disabled through instance A is signed out on instance B at once, and told why", async () => {
    const { client } = await signedInAdviser(t, "Busy Elsewhere");
    const viaB = onB(client);
    const me = await viaB.get("/api/v1/me");
    // B has verified (and cached) the session before the ban.
    expect(me.status).toBe(200);
    expect((await admin.post(`/api/v1/admin/users/${me.json.user.id}/disable`)).status).toBe(200);
    await expect
      .poll(async () => (await viaB.get("/api/v1/me")).status, { timeout: 2000 })
      .toBe(401);
    const save = await viaB.post("/api/v1/clients", { clientName: "Late", clientSurname: "Save" });
    expect(save.status).toBe(401);
    expect(save.json).toMatchObject({
      code: "auth/account-disabled",
      reason: "Disabled by an administrator",
    });
    expect((await viaB.get("/api/auth/get-session")).json.code).toBe("auth/account-disabled");
  });

  it("a company edited by the admin through A shows in the user's /me on B at once", async () => {
    const { client } = await signedInAdviser(t, "Edited Elsewhere");
    await createCompanyFor(client);
    const viaB = onB(client);
    const me = await viaB.get("/api/v1/me");
    expect(me.json.company.accountName).not.toBe("Changed on A");
    const res = await patch(admin, `/api/v1/admin/users/${me.json.user.id}`, {
      company: { accountName: "Changed on A" },
    });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await viaB.get("/api/v1/me")).json.company.accountName, { timeout: 2000 })
      .toBe("Changed on A");
  });
});
