import autocannon from "autocannon";
import pg from "pg";
import { benchInputs, CLIENTS, RECORDS_PER_CLIENT, seedRecordsLoad } from "./records-seed";
import { signUpSubscriber } from "./sign-up-adviser";
import { benchPort, startServer } from "./start-server";

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;
const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/test";

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

type Request = autocannon.Request;
type RequestSetup = (request: Request, context: object) => Request;
type ResponseHandler = (status: number, body: string) => void;

async function load(
  url: string,
  headers: Record<string, string>,
  request: { method: "GET" | "PUT"; setupRequest: RequestSetup; onResponse?: ResponseHandler },
  duration: number,
): Promise<LoadResult> {
  const r = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration,
    requests: [request],
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

function scratchDatabaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** GET one client's scenarios: each request asks for the next of the 200 clients. */
function listRequest(clientIds: string[]) {
  let next = 0;
  return {
    method: "GET" as const,
    setupRequest: (request: Request) => ({
      ...request,
      path: `/api/v1/clients/${clientIds[next++ % clientIds.length]}/scenarios`,
    }),
  };
}

/**
 * PUT a scenario with the version last read, as a person saving. Records wait in a free list:
 * a request takes one out, and its answer (the saved record, or the `current` one of a 409)
 * puts it back with its new version — so no record is ever saved by two connections at once
 * and every save should succeed (non-2xx counts any that did not). 200 records for 50
 * connections: one is always free.
 */
function saveRequest(scenarioIds: string[]) {
  const free = scenarioIds.map((id) => ({ id, version: 1 }));
  const inputs = benchInputs().scenario;
  return {
    method: "PUT" as const,
    setupRequest: (request: Request) => {
      const record = free.shift() ?? { id: scenarioIds[0] ?? "", version: 0 };
      return {
        ...request,
        path: `/api/v1/scenarios/${record.id}`,
        body: JSON.stringify({
          version: record.version,
          scenarioName: "Bench save",
          taxYear: 2027,
          inputs: { ...inputs, salary: 300_000 + record.version },
        }),
      };
    },
    onResponse: (status: number, body: string) => {
      try {
        const json = JSON.parse(body) as { id?: string; version?: number; current?: unknown };
        const saved = (status === 200 ? json : json.current) as typeof json | undefined;
        if (saved?.id && saved.version) free.push({ id: saved.id, version: saved.version });
      } catch {
        // not JSON (a dropped connection): that record leaves the pool
      }
    },
  };
}

/**
 * Records under load, on PostgreSQL: 1 000 companies, one of them with 200 clients × 20 records,
 * the real server, 50 connections on loopback. Prints p50/p99/requests per second against the
 * budgets (GET list p99 ≤ 20 ms, PUT p99 ≤ 30 ms); never asserts.
 */
export async function benchRecordsUnderLoad() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const name = `adt_bench_${Date.now()}`;
  const databaseUrl = scratchDatabaseUrl(adminUrl, name);
  await admin(adminUrl, `create database "${name}"`);
  try {
    const server = await startServer(benchPort(5), { DATABASE_URL: databaseUrl });
    try {
      const { cookie, companyId } = await signUpSubscriber(server);
      const seeded = await seedRecordsLoad(databaseUrl, companyId);
      console.log(
        `PostgreSQL ${name}: ${seeded.counts?.companies} companies, ${seeded.counts?.records} records; the bench company has ${CLIENTS} clients × ${RECORDS_PER_CLIENT} records (8 scenarios each).`,
      );
      const headers = { cookie, origin: server.url, "content-type": "application/json" };
      const rows: [string, LoadResult, number | undefined][] = [];
      // Reference: the same session and company lookups with no records work at all.
      const me = {
        method: "GET" as const,
        setupRequest: (r: Request) => ({ ...r, path: "/api/v1/me" }),
      };
      await load(server.url, headers, me, WARM_UP_S);
      rows.push([
        "GET /api/v1/me (reference)",
        await load(server.url, headers, me, DURATION_S),
        undefined,
      ]);

      const list = listRequest(seeded.clientIds);
      await load(server.url, headers, list, WARM_UP_S);
      rows.push([
        "GET /api/v1/clients/:id/scenarios",
        await load(server.url, headers, list, DURATION_S),
        20,
      ]);

      await load(
        server.url,
        headers,
        saveRequest(seeded.scenarioIds.slice(CONNECTIONS)),
        WARM_UP_S,
      );
      const save = saveRequest(seeded.scenarioIds.slice(0, CONNECTIONS));
      rows.push([
        "PUT /api/v1/scenarios/:id",
        await load(server.url, headers, save, DURATION_S),
        30,
      ]);

      console.log(
        `${CONNECTIONS} connections × ${DURATION_S} s each on loopback, signed in, after a ${WARM_UP_S} s warm-up:`,
      );
      for (const [label, r, budget] of rows) {
        console.log(
          `  ${label.padEnd(36)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}${budget === undefined ? "" : `  — budget p99 ≤ ${budget} ms ${r.p99 <= budget ? "(met)" : "(MISSED)"}`}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await admin(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}
