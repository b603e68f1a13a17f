import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { type Database, openDatabase } from "#server/db/database";
import { adminEnv, signedInAdmin } from "./support/admin-steps";
import { HttpClient } from "./support/http-client";
import { subscribedAdviser } from "./support/record-steps";
import { startTcpProxy } from "./support/tcp-proxy";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "./support/test-app";
import { adminUrl, testDbKind } from "./support/test-database";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Instance A reaches PostgreSQL through a proxy the test takes down and brings back (what a
// restart or fail-over looks like from the app); instance B is connected directly. A must survive,
// answer 503 meanwhile, recover by itself, lose no acknowledged write, and still hear B's changes.
describe.runIf(testDbKind() === "postgres")("the database goes away and comes back", () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let viaProxy: Database;
  let instanceA: Awaited<ReturnType<typeof buildApp>>;
  const connectionErrors: string[] = [];
  const onA = (client: HttpClient) => {
    const mirror = new HttpClient(instanceA, TEST_PUBLIC_URL, "10.9.9.7");
    mirror.copyCookiesFrom(client);
    return mirror;
  };
  const dbName = () => new URL(t.databaseUrl ?? "").pathname.slice(1);
  const terminateBackends = async () => {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [dbName()],
    );
    await admin.end();
  };
  const readyA = async () => (await instanceA.inject({ url: "/readyz" })).statusCode;

  beforeAll(async () => {
    t = await createTestApp(adminEnv);
    if (!t.databaseUrl) throw new Error("expected PostgreSQL");
    const direct = new URL(t.databaseUrl);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(t.databaseUrl);
    proxied.port = String(proxy.port);
    viaProxy = await openDatabase(
      { url: proxied.toString() },
      { onConnectionError: (error, where) => connectionErrors.push(`${where}: ${error.message}`) },
    );
    instanceA = await buildApp(t.config, { database: viaProxy });
    await instanceA.ready();
  });
  afterAll(async () => {
    await instanceA.close();
    await viaProxy.close();
    await proxy.close();
    await t.close();
  });

  it("survives an outage under write load, answers 503 meanwhile and keeps every acknowledged write", async () => {
    const { client } = await subscribedAdviser(t, "Outage Writer");
    const writer = onA(client);
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    const load = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const res = await writer.post("/api/v1/clients", {
          clientName: `Writer${n}`,
          clientSurname: `Row${i}`,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(res.json.id);
        else {
          expect(res.status).toBe(503);
          expect(res.headers["retry-after"]).toBe("5");
          expect(res.headers["content-type"]).toContain("application/problem+json");
        }
      }
    };
    const writers = [0, 1, 2, 3].map(load);
    await sleep(400);

    // As in a restart: every backend is told 57P01 "terminating connection due to administrator
    // command" (idle pool clients get it as an "error" event), then the server is unreachable.
    proxy.refuse();
    await terminateBackends();
    await sleep(200);
    proxy.down();
    await expect.poll(readyA, { timeout: 10_000 }).toBe(503);
    // better-auth's routes too: 503 with Retry-After, not its generic 500.
    const signIn = await writer.post("/api/auth/sign-in/email", {
      email: "someone@example.co.za",
      password: "whatever-it-is",
    });
    expect(signIn.status).toBe(503);
    expect(signIn.headers["retry-after"]).toBe("5");
    await sleep(1_000);
    proxy.up();
    await expect.poll(readyA, { timeout: 20_000, interval: 200 }).toBe(200);
    await sleep(400);
    stop = true;
    await Promise.all(writers);

    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(connectionErrors.length).toBeGreaterThan(0);
    for (const id of acknowledged) {
      expect((await client.get(`/api/v1/clients/${id}`)).status).toBe(200);
    }
  });

  it("after the reconnect, a user disabled through B is signed out on A at once", async () => {
    await expect.poll(readyA, { timeout: 20_000 }).toBe(200);
    // Wait until A's LISTEN connection is back (the outage test above cut it).
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              "select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'listen %'",
              [dbName()],
            )
          ).rows[0]?.n,
        { timeout: 20_000 },
      )
      .toBe(2);
    await admin.end();

    const adminClient = (await signedInAdmin(t)).client;
    const { client } = await subscribedAdviser(t, "Signed Out Elsewhere");
    const viaA = onA(client);
    const me = await viaA.get("/api/v1/me");
    expect(me.status).toBe(200);
    const res = await adminClient.post(`/api/v1/admin/users/${me.json.user.id}/disable`);
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await viaA.get("/api/v1/me")).status, { timeout: 2000 })
      .toBe(401);
  });
});
