import { defineConfig } from "@playwright/test";
import { APP_PORT, APP_URL, MAIL_API_PORT, OIDC_PORT, SMTP_PORT } from "./support/ports";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Specs that change what every signed-in person sees (the site config, its banner and
 * under-construction switch, the published rate tables, coupons): they run on their own, after
 * the rest, so a parallel test never meets their temporary state.
 */
const SITE_WIDE =
  /(workspace-live-config|workspace-layout|admin-coupons-config|admin-constants|admin-seat-changes)\.spec\.ts$/;
const PHONE = /workspace-phone\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Each test signs in its own people (unique e-mails, their own company), so files run side by
  // side against the one app server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  outputDir: "./test-results",
  use: {
    baseURL: APP_URL,
    trace: "on-first-retry",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "laptop",
      testIgnore: [PHONE, SITE_WIDE],
      use: { viewport: { width: 1366, height: 800 } },
    },
    {
      // The main screens at a phone's size (screenshots prefixed "phone-").
      name: "phone",
      testMatch: PHONE,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "site-wide",
      testMatch: SITE_WIDE,
      dependencies: ["laptop", "phone"],
      workers: 1,
      use: { viewport: { width: 1366, height: 800 } },
    },
  ],
  webServer: [
    {
      command: "node --import tsx support/mail-sink-server.ts",
      url: `http://127.0.0.1:${MAIL_API_PORT}/messages`,
      reuseExistingServer: false,
    },
    {
      command: "node --import tsx support/oidc-server.ts",
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      // The compiled server, as `npm start` runs it (test:e2e builds first).
      command:
        "rm -rf ../.e2e-data && node --import tsx support/seed-database.ts && node --enable-source-maps ../apps/server/dist/main.js",
      url: `${APP_URL}/readyz`,
      reuseExistingServer: false,
      // Seeding migrates a fresh embedded database first: seconds on a quiet machine, but over a
      // minute on a loaded one, where a shorter wait failed the whole run before any test began.
      timeout: 180_000,
      env: {
        NODE_ENV: "test",
        PORT: String(APP_PORT),
        PUBLIC_URL: APP_URL,
        DATA_DIR: "../.e2e-data",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        GOOGLE_CLIENT_ID: "adviser-desk-e2e",
        GOOGLE_CLIENT_SECRET: "e2e-secret",
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
        ADMIN_EMAILS: "admin.e2e@example.co.za",
        LOG_LEVEL: "warn",
        PAYFAST_MODE: "simulator",
      },
    },
  ],
});
