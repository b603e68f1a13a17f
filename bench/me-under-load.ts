import autocannon from "autocannon";
import Fastify from "fastify";
import { benchPort, type RunningServer, startServer } from "./start-server";

const CONNECTIONS = 50;
const DURATION_S = 4;
/** A and B alternate, so a noisy neighbour slows both alike; the ratio is the median of rounds. */
const ROUNDS = 3;

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/**
 * Signs up, follows the verification link the server printed (no SMTP configured), signs in,
 * and returns the session cookie — the same path a person takes.
 */
async function signUpAndSignIn(server: RunningServer): Promise<string> {
  const email = `bench.${Date.now()}@example.co.za`;
  const password = "bench-password-123";
  const headers = { "content-type": "application/json", origin: server.url };
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bench Mark", email, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    link = /(http:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"\\]+)/.exec(server.output())?.[1];
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error("no verification link in the server log");
  await fetch(link, { redirect: "manual" });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function benchMeUnderLoad() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer(benchPort(3), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const cookie = await signUpAndSignIn(server);
    const me = await fetch(`${server.url}/api/v1/me`, { headers: { cookie } });
    const body = await me.text();
    if (!me.ok) throw new Error(`/me answered ${me.status}`);

    const bare = Fastify();
    bare.get("/api/v1/me", async (_req, reply) => reply.type("application/json").send(body));
    await bare.listen({ port: benchPort(4), host: "127.0.0.1" });
    try {
      const rounds: { ours: LoadResult; baseline: LoadResult }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const ours = await load(`${server.url}/api/v1/me`, { cookie });
        const baseline = await load(`http://127.0.0.1:${benchPort(4)}/api/v1/me`, {});
        rounds.push({ ours, baseline });
      }
      const median = (values: number[]) =>
        values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const pick = (side: "ours" | "baseline"): LoadResult => ({
        rps: median(rounds.map((r) => r[side].rps)),
        p50: median(rounds.map((r) => r[side].p50)),
        p99: median(rounds.map((r) => r[side].p99)),
        errors: rounds.reduce((n, r) => n + r[side].errors, 0),
        non2xx: rounds.reduce((n, r) => n + r[side].non2xx, 0),
      });
      const db = databaseUrl ? "PostgreSQL" : "embedded PGlite";
      console.log(
        `GET /api/v1/me, signed in, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds × ${DURATION_S} s on loopback (${db}), medians:`,
      );
      const row = (name: string, r: LoadResult) =>
        console.log(
          `  ${name.padEnd(14)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}`,
        );
      row("Adviser Desk", pick("ours"));
      row("bare Fastify", pick("baseline"));
      const ratio = median(rounds.map((r) => r.ours.rps / r.baseline.rps));
      console.log(
        `  ratio: ${(ratio * 100).toFixed(1)}% of bare-Fastify requests/s (median of rounds) — goal ≥ 70% ${ratio >= 0.7 ? "(met)" : "(MISSED)"}`,
      );
    } finally {
      await bare.close();
    }
  } finally {
    await server.stop();
  }
}
