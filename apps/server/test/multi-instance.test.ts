import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { type Database, openDatabase } from "#server/db/database";
import { createCompanyFor, signedInAdviser } from "./support/company-steps";
import { HttpClient } from "./support/http-client";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "./support/test-app";
import { testDbKind } from "./support/test-database";

// Sessions and caller state are cached per instance; these prove a change made through one
// instance is seen at once by another on the same PostgreSQL (LISTEN/NOTIFY invalidation).
describe.runIf(testDbKind() === "postgres")("two instances on one PostgreSQL", () => {
  const ADMIN = "multi.admin@example.co.za";
  let t: TestApp;
  let second: Database;
  let instanceB: Awaited<ReturnType<typeof buildApp>>;
  const onB = (client: HttpClient) => {
    const mirror = new HttpClient(instanceB, TEST_PUBLIC_URL, "10.9.9.9");
    mirror.copyCookiesFrom(client);
    return mirror;
  };

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    if (!t.databaseUrl) throw new Error("expected PostgreSQL");
    second = await openDatabase({ url: t.databaseUrl });
    instanceB = await buildApp(t.config, { database: second });
    await instanceB.ready();
  });
  afterAll(async () => {
    await instanceB.close();
    await second.close();
    await t.close();
  });

  it("a company created through instance A shows in /me on instance B at once", async () => {
    const { client } = await signedInAdviser(t, "Company Maker");
    const viaB = onB(client);
    expect((await viaB.get("/api/v1/me")).json.company).toBeNull();
    const created = await createCompanyFor(client);
    await expect
      .poll(async () => (await viaB.get("/api/v1/me")).json.company?.id, { timeout: 2000 })
      .toBe(created.id);
  });
});
