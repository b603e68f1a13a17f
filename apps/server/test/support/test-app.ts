import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppOverrides, buildApp } from "#server/app";
import { type AppConfig, loadConfig } from "#server/app-config";
import type { Database } from "#server/db/database";
import { compiledPdfWorker } from "./compiled-server";
import { HttpClient } from "./http-client";
import { type MailSink, startMailSink } from "./mail-sink";
import { createTestDatabase } from "./test-database";

export const TEST_PUBLIC_URL = "http://localhost:3000";

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  /** PostgreSQL runs only: the database URL, for a second instance on the same database. */
  databaseUrl: string | undefined;
  mail: MailSink;
  /** A fresh cookie-keeping client with its own client IP (so rate limits don't cross tests). */
  client(): HttpClient;
  close(): Promise<void>;
}

let ipCounter = 1;

/** The real app, in-process, on a fresh migrated database, sending real SMTP to a local sink. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Omit<AppOverrides, "database"> = {},
): Promise<TestApp> {
  const mail = await startMailSink();
  const { database, url: databaseUrl, drop } = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "adt-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    SMTP_URL: mail.url,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "127.0.0.1",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...env,
  });
  const app = await buildApp(config, {
    ...overrides,
    pdf: { workerUrl: compiledPdfWorker(), ...overrides.pdf },
    database,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    databaseUrl,
    mail,
    client: () =>
      new HttpClient(
        app,
        TEST_PUBLIC_URL,
        `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
      ),
    async close() {
      await app.close();
      await drop();
      await mail.close();
    },
  };
}
