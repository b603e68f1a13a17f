import autocannon from "autocannon";
import pg from "pg";
import { benchPort, startServer } from "./start-server";

const CONNECTIONS = 20;
const DURATION_S = 6;
const WARM_UP_S = 2;
const USERS = 10_000;
const ADMIN_EMAIL = "bench.admin@example.co.za";
const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/test";

/** Signs the admin up and in the way a person does (the verification link is in the server log). */
async function adminCookie(url: string, output: () => string): Promise<string> {
  const headers = { "content-type": "application/json", origin: url };
  const password = "bench-password-123";
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const signUp = await post("/api/auth/sign-up/email", {
    name: "Bench Admin",
    email: ADMIN_EMAIL,
    password,
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    link = /(http:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"\\]+)/.exec(output())?.[1];
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error("no verification link in the server log");
  await fetch(link, { redirect: "manual" });
  const signIn = await post("/api/auth/sign-in/email", { email: ADMIN_EMAIL, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** USERS advisers, every other one with a company, as rows the API would have written. */
async function seedUsers(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into "user" (id, name, email, email_verified, role, banned)
      select 'bench-' || n, 'Adviser ' || n, 'adviser.' || n || '@example.co.za', true, 'user', n % 50 = 0
      from generate_series(1, ${USERS}) n`);
    await client.query(`
      insert into company (owner_user_id, account_name, contact_first_name, email,
        phone_country_code, phone_number, address_line1, city, country, postal_code)
      select 'bench-' || n, 'Practice ' || n || ' Financial', 'Adviser', 'office' || n || '@example.co.za',
        '+27', '82 555 0101', '1 Main Road', 'Durban', 'South Africa', '4001'
      from generate_series(1, ${USERS}, 2) n`);
  } finally {
    await client.end();
  }
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

/**
 * The admin user list on PostgreSQL with 10 000 users: a page, a deep page, and a search by part
 * of a company name (which no index serves: a scan, joined with the company). Prints p50/p99 and
 * requests per second; never asserts.
 */
export async function benchAdminUsers() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const name = `adt_bench_admin_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await admin(adminUrl, `create database "${name}"`);
  try {
    const server = await startServer(benchPort(7), {
      DATABASE_URL: databaseUrl,
      ADMIN_EMAILS: ADMIN_EMAIL,
    });
    try {
      const cookie = await adminCookie(server.url, server.output);
      await seedUsers(databaseUrl);
      const cases = [
        ["first page (20)", "/api/v1/admin/users?page=1&pageSize=20"],
        ["page 400 (20)", "/api/v1/admin/users?page=400&pageSize=20"],
        ["search company 'ctice 12'", "/api/v1/admin/users?q=ctice%2012&pageSize=20"],
        ["count", "/api/v1/admin/users/count"],
      ] as const;
      console.log(
        `PostgreSQL, ${USERS} users (half with a company), ${CONNECTIONS} connections × ${DURATION_S} s after ${WARM_UP_S} s warm-up:`,
      );
      for (const [label, path] of cases) {
        const target = {
          url: `${server.url}${path}`,
          headers: { cookie },
          connections: CONNECTIONS,
        };
        await autocannon({ ...target, duration: WARM_UP_S });
        const r = await autocannon({ ...target, duration: DURATION_S });
        console.log(
          `  GET ${label.padEnd(28)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await admin(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}
