import autocannon from "autocannon";
import pg from "pg";
import { processCpuMs } from "./process-cpu";
import {
  benchInputs,
  CLIENTS,
  COMPANIES,
  countReferenceData,
  ensureReferenceData,
  forgetEarlierSignUps,
  RECORDS_PER_CLIENT,
  seedBenchCompany,
} from "./records-seed";
import { signUpSubscriber } from "./sign-up-adviser";
import { benchPort, startServer } from "./start-server";

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;
/** The reference data set lives here and is reused between runs. */
const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/adviser_bench_4m";

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  requests: number;
  errors: number;
  non2xx: number;
}

type Request = autocannon.Request;
type RequestSetup = (request: Request, context: object) => Request;
type ResponseHandler = (status: number, body: string) => void;
interface LoadRequest {
  method: "GET" | "PUT";
  setupRequest: RequestSetup;
  onResponse?: ResponseHandler;
}

async function load(
  url: string,
  headers: Record<string, string>,
  request: LoadRequest,
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
    mean: r.latency.mean,
    requests: r.requests.total,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/**
 * The database's own work: PostgreSQL's `active_time` for the bench database (milliseconds spent
 * executing statements, summed over connections), its transactions (each statement outside a
 * transaction is one) and the WAL position (bytes written to the log: the whole cluster's, so
 * other databases' writes count too). Statistics reach the view when a connection goes idle,
 * hence the pause.
 */
async function databaseActivity(databaseUrl: string) {
  await new Promise((r) => setTimeout(r, 1_500));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const backends = await db.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and application_name = $1",
      [SERVER_APPLICATION_NAME],
    );
    const { rows } = await db.query<{ ms: number; transactions: string; wal: string }>(
      `select active_time as ms, xact_commit + xact_rollback as transactions,
         pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0') as wal
       from pg_stat_database where datname = current_database()`,
    );
    return {
      backendCpuMs: new Map(backends.rows.map(({ pid }) => [pid, backendCpuMs(pid)])),
      ms: Number(rows[0]?.ms ?? 0),
      transactions: Number(rows[0]?.transactions ?? 0),
      walBytes: Number(rows[0]?.wal ?? 0),
    };
  } finally {
    await db.end();
  }
}

/** The bench server's connections name themselves, so other clients of the database are not counted. */
const SERVER_APPLICATION_NAME = "adviser-desk-records-bench";

/** A local backend's CPU time so far; NaN when PostgreSQL runs elsewhere (no /proc entry). */
function backendCpuMs(pid: number) {
  try {
    return processCpuMs(pid);
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU the server's backends spent between two readings, summed over those present at both (the
 * pool keeps its connections open under load).
 */
function backendCpuBetween(before: Map<number, number>, after: Map<number, number>) {
  let ms = 0;
  for (const [pid, end] of after) {
    const start = before.get(pid);
    if (start !== undefined) ms += end - start;
  }
  return ms;
}

async function ensureDatabase(databaseUrl: string) {
  const adminUrl = new URL(databaseUrl);
  const name = adminUrl.pathname.slice(1);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', "")}"`);
  } finally {
    await admin.end();
  }
}

/** Each request takes the next of `paths`, round robin. */
function getEach(paths: string[]): LoadRequest {
  let next = 0;
  return {
    method: "GET",
    setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
  };
}

/**
 * PUT a scenario with the version last read, as a person saving. Records wait in a free list:
 * a request takes one out, and its answer (the saved record, or the `current` one of a 409)
 * puts it back with its new version — so no record is ever saved by two connections at once
 * and every save should succeed (non-2xx counts any that did not). 200 records for 50
 * connections: one is always free.
 */
function saveRequest(scenarioIds: string[]): LoadRequest {
  const free = scenarioIds.map((id) => ({ id, version: 1 }));
  const inputs = benchInputs().scenario;
  return {
    method: "PUT",
    setupRequest: (request) => {
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
    onResponse: (status, body) => {
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

interface Row {
  label: string;
  result: LoadResult;
  serverCpuMs: number;
  databaseMs: number;
  databaseCpuMs: number;
  transactions: number;
  walBytes: number;
  goalP99?: number;
}

/**
 * Records under load on PostgreSQL, at the reference scale: 1 000 companies × 200 clients × 20
 * records (4 000 000 records, seeded once with generate_series and reused), the real compiled
 * server, 50 connections on loopback, signed in as one of those companies' advisers. Prints
 * p50/p99 and requests per second per endpoint, and per request the server's CPU time and the
 * database's own time, so what the server adds is visible. Never asserts.
 */
export async function benchRecordsUnderLoad() {
  const databaseUrl = process.env.BENCH_RECORDS_DATABASE_URL ?? DEFAULT_URL;
  await ensureDatabase(databaseUrl);
  // Starting the server migrates the database (a new one, or one from before a migration).
  const serverUrl = new URL(databaseUrl);
  serverUrl.searchParams.set("application_name", SERVER_APPLICATION_NAME);
  const server = await startServer(benchPort(5), { DATABASE_URL: serverUrl.toString() });
  try {
    await ensureReferenceData(databaseUrl);
    await forgetEarlierSignUps(databaseUrl);
    const { cookie, companyId } = await signUpSubscriber(server);
    const seeded = await seedBenchCompany(databaseUrl, companyId);
    const counts = await countReferenceData(databaseUrl);
    console.log(
      `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}: ${counts.companies} companies, ${counts.records} records (goal ${COMPANIES} × ${CLIENTS} clients × ${RECORDS_PER_CLIENT} records = ${COMPANIES * CLIENTS * RECORDS_PER_CLIENT}); signed in as one of the companies.`,
    );
    const headers = { cookie, origin: server.url, "content-type": "application/json" };
    const pid = server.process.pid ?? 0;
    const rows: Row[] = [];
    // BENCH_RECORDS_ENDPOINTS=list,save runs only those (e.g. to profile them alone).
    const only = process.env.BENCH_RECORDS_ENDPOINTS?.split(",");
    const measure = async (label: string, make: () => LoadRequest, goalP99?: number) => {
      const key = /\((\w+)/.exec(label)?.[1] ?? "";
      if (only && !only.includes(key)) return;
      await load(server.url, headers, make(), WARM_UP_S);
      const dbBefore = await databaseActivity(databaseUrl);
      const cpuBefore = processCpuMs(pid);
      const result = await load(server.url, headers, make(), DURATION_S);
      const perRequest = (n: number) => n / Math.max(1, result.requests);
      const serverCpuMs = perRequest(processCpuMs(pid) - cpuBefore);
      const dbAfter = await databaseActivity(databaseUrl);
      rows.push({
        label,
        result,
        serverCpuMs,
        databaseMs: perRequest(dbAfter.ms - dbBefore.ms),
        databaseCpuMs: perRequest(backendCpuBetween(dbBefore.backendCpuMs, dbAfter.backendCpuMs)),
        // Less the first statistics read, which the second one counts.
        transactions: perRequest(dbAfter.transactions - dbBefore.transactions - 1),
        walBytes: perRequest(dbAfter.walBytes - dbBefore.walBytes),
        goalP99,
      });
    };

    const scenarios = seeded.scenarioIds;
    await measure("GET /api/v1/me (me, reference)", () => getEach(["/api/v1/me"]));
    await measure(
      "GET /clients/:id/scenarios (list)",
      () => getEach(seeded.clientIds.map((id) => `/api/v1/clients/${id}/scenarios`)),
      15,
    );
    await measure("GET /scenarios/:id (read)", () =>
      getEach(scenarios.map((id) => `/api/v1/scenarios/${id}`)),
    );
    // Warm-up and measured saves use different records, so versions never collide.
    let saveRound = 0;
    await measure(
      "PUT /scenarios/:id (save)",
      () =>
        saveRequest(
          saveRound++ === 0 ? scenarios.slice(CONNECTIONS) : scenarios.slice(0, CONNECTIONS),
        ),
      25,
    );
    await measure("GET /clients?q= (search)", () =>
      getEach(Array.from({ length: 20 }, (_, i) => `/api/v1/clients?q=Surname%20${i % 20}`)),
    );
    await measure("GET /scenarios/:id/report (report JSON)", () =>
      getEach(scenarios.map((id) => `/api/v1/scenarios/${id}/report`)),
    );

    console.log(
      `${CONNECTIONS} connections × ${DURATION_S} s each on loopback, after a ${WARM_UP_S} s warm-up. Per request: the server's CPU time, the database's own time (pg_stat_database; its backends' CPU in brackets) and transactions, and the WAL written (cluster-wide); the rest of the latency is queueing for the 2 shared cores.`,
    );
    for (const row of rows) {
      const {
        label,
        result: r,
        serverCpuMs,
        databaseMs,
        databaseCpuMs,
        transactions,
        goalP99,
      } = row;
      const goal =
        goalP99 === undefined
          ? ""
          : `  — goal p99 ≤ ${goalP99} ms ${r.p99 <= goalP99 ? "(met)" : "(MISSED)"}`;
      console.log(
        `  ${label.padEnd(36)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  server CPU ${serverCpuMs.toFixed(2)} ms  database ${databaseMs.toFixed(2)} ms (CPU ${databaseCpuMs.toFixed(2)} ms) in ${transactions.toFixed(1)} transactions  WAL ${Math.round(row.walBytes)} B  errors ${r.errors}  non-2xx ${r.non2xx}${goal}`,
      );
    }
  } finally {
    await server.stop();
  }
}
