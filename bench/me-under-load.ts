import { loadavg } from "node:os";
import autocannon from "autocannon";
import { processCpuMs } from "./process-cpu";
import { signUpAndSignIn } from "./sign-up-adviser";
import { benchPort, type RunningServer, startBareFastify, startServer } from "./start-server";

const CONNECTIONS = 50;
const DURATION_S = 4;
const WARM_UP_S = 1;
/** A and B alternate, so a noisy neighbour slows both alike; the ratio is the median of rounds. */
const ROUNDS = 3;

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The answering process's CPU time per request (user + system), in microseconds. */
  cpuUs: number;
}

/** One side of the comparison: a process answering GET /api/v1/me, and the headers to send. */
interface Side {
  process: RunningServer;
  headers: Record<string, string>;
}

async function load(side: Side, duration: number): Promise<LoadResult> {
  const pid = side.process.process.pid ?? 0;
  const cpuBefore = processCpuMs(pid);
  const r = await autocannon({
    url: `${side.process.url}/api/v1/me`,
    headers: side.headers,
    connections: CONNECTIONS,
    duration,
  });
  const cpuMs = processCpuMs(pid) - cpuBefore;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    cpuUs: (cpuMs * 1000) / Math.max(1, r.requests.total),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const loadAverage = () => loadavg()[0]?.toFixed(1) ?? "?";

/**
 * GET /api/v1/me signed in, against a bare Fastify app answering the same body. Both run as
 * child processes started alike (bench/start-server.ts), so the load generator (this process)
 * competes with each the same way; the server CPU per request of each comes from /proc, which
 * the machine's other load does not change as much as requests per second.
 */
export async function benchMeUnderLoad() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer(benchPort(3), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const cookie = await signUpAndSignIn(server, "Bench Mark");
    const me = await fetch(`${server.url}/api/v1/me`, { headers: { cookie } });
    const body = await me.text();
    if (!me.ok) throw new Error(`/me answered ${me.status}`);
    const bare = await startBareFastify(benchPort(4), body);
    try {
      const ours: Side = { process: server, headers: { cookie } };
      const baseline: Side = { process: bare, headers: {} };
      const loadBefore = loadAverage();
      await load(ours, WARM_UP_S);
      await load(baseline, WARM_UP_S);
      const rounds: { ours: LoadResult; baseline: LoadResult }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        rounds.push({
          ours: await load(ours, DURATION_S),
          baseline: await load(baseline, DURATION_S),
        });
      }
      const pick = (side: "ours" | "baseline"): LoadResult => ({
        rps: median(rounds.map((r) => r[side].rps)),
        p50: median(rounds.map((r) => r[side].p50)),
        p99: median(rounds.map((r) => r[side].p99)),
        errors: rounds.reduce((n, r) => n + r[side].errors, 0),
        non2xx: rounds.reduce((n, r) => n + r[side].non2xx, 0),
        cpuUs: median(rounds.map((r) => r[side].cpuUs)),
      });
      const db = databaseUrl ? "PostgreSQL" : "embedded PGlite";
      console.log(
        `GET /api/v1/me, signed in, ${CONNECTIONS} connections, after a ${WARM_UP_S} s warm-up ${ROUNDS} alternating rounds × ${DURATION_S} s on loopback (${db}), both answered by a child process; load average ${loadBefore} → ${loadAverage()}; medians:`,
      );
      const row = (name: string, r: LoadResult) =>
        console.log(
          `  ${name.padEnd(14)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  server CPU ${r.cpuUs.toFixed(1)} µs/request  errors ${r.errors}  non-2xx ${r.non2xx}`,
        );
      row("Adviser Desk", pick("ours"));
      row("bare Fastify", pick("baseline"));
      const ratio = median(rounds.map((r) => r.ours.rps / r.baseline.rps));
      const cpuRatio = median(rounds.map((r) => r.baseline.cpuUs / r.ours.cpuUs));
      console.log(
        `  ratio: ${(ratio * 100).toFixed(1)}% of bare-Fastify requests/s (median of rounds) — goal ≥ 70% ${ratio >= 0.7 ? "(met)" : "(MISSED)"}; by server CPU per request ${(cpuRatio * 100).toFixed(1)}%`,
      );
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
  }
}
