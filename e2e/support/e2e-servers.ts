import { type ChildProcess, spawn } from "node:child_process";
import { copyFile, cp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import "./mail-sink-server";
import "./oidc-server";
import { APP_PORT, APP_URL, SITE_WIDE_APP_PORT, SITE_WIDE_APP_URL } from "./ports";
import { ready } from "./ready";
import { seedDatabase } from "./seed-database";

// Everything the browser tests talk to, started by one command (Playwright starts its webServer
// entries one after another; here the parts that can overlap do): the SMTP sink and the stand-in
// Google in this process, then the seed, then two compiled app servers side by side, as
// `npm start` runs them. The second serves the site-wide specs (playwright.config.ts) on a copy
// of the seeded database, so what they switch on (under construction, a PayFast outage, new rate
// tables, coupons) never reaches the other specs, which then need not wait for them.

const DATA_DIR = path.resolve(import.meta.dirname, "../../.e2e-data");
const SITE_WIDE_DATA_DIR = path.join(DATA_DIR, "site-wide");
const SERVER_MAIN = path.resolve(import.meta.dirname, "../../apps/server/dist/main.js");
/** Printed once the main app answers; playwright.config.ts waits for it. */
const READY_LINE = "e2e servers ready";

await rm(DATA_DIR, { recursive: true, force: true });
await seedDatabase(DATA_DIR);
// Same people, sessions and auth secret on both servers: a person claimed once is claimed for both.
await mkdir(SITE_WIDE_DATA_DIR, { recursive: true });
await cp(path.join(DATA_DIR, "pglite"), path.join(SITE_WIDE_DATA_DIR, "pglite"), {
  recursive: true,
});
await copyFile(path.join(DATA_DIR, "auth-secret"), path.join(SITE_WIDE_DATA_DIR, "auth-secret"));

const servers: ChildProcess[] = [];
let stopping = false;

function startServer(port: number, publicUrl: string, dataDir: string) {
  const server = spawn(process.execPath, ["--enable-source-maps", SERVER_MAIN], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: publicUrl, DATA_DIR: dataDir },
    stdio: "inherit",
  });
  server.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`app server on port ${port} ended (${signal ?? code}): stopping the e2e servers`);
    stop(1);
  });
  servers.push(server);
}

function stop(code: number) {
  stopping = true;
  for (const server of servers) server.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));

startServer(APP_PORT, APP_URL, DATA_DIR);
startServer(SITE_WIDE_APP_PORT, SITE_WIDE_APP_URL, SITE_WIDE_DATA_DIR);
// The tests start once the main app answers; the site-wide specs wait for theirs (fixtures.ts),
// which meanwhile finishes starting beside the first tests.
await ready(APP_URL);
console.log(READY_LINE);
