import { defineConfig } from "@playwright/test";
import { APP_URL, OIDC_PORT, SITE_WIDE_APP_URL, SMTP_PORT } from "./support/ports";

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
 * under-construction switch, the published rate tables, coupons, a PayFast outage): they run one
 * at a time against an app server of their own (support/e2e-servers.ts), beside the rest, so a
 * test of another spec never meets their temporary state.
 */
const SITE_WIDE =
  /(workspace-live-config|workspace-layout|admin-coupons-config|admin-constants|admin-seat-changes)\.spec\.ts$/;
const PHONE = /workspace-phone\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Each test signs in its own people (unique e-mails, their own company), so files run side by
  // side against the one app server. Three on two cores: with service workers blocked, two
  // workers left a quarter of the CPU idle while tests waited (ADR 045). On cores that other
  // builds keep busy a third worker missed waits (ADR 044): set E2E_WORKERS=2 there.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  outputDir: "./test-results",
  use: {
    baseURL: APP_URL,
    trace: "on-first-retry",
    // Every test is a first visit in a new context, where the service worker would install and
    // precache the whole app shell (279 files, 3.1 MB) beside the journey: a quarter of the
    // browser suite's CPU (ADR 045). It is allowed where it is tested: workspace-offline-shell.
    serviceWorkers: "block",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    {
      // First, so its one-at-a-time chain starts at once and ends with the rest.
      name: "site-wide",
      testMatch: SITE_WIDE,
      workers: 1,
      use: { baseURL: SITE_WIDE_APP_URL, viewport: { width: 1366, height: 800 } },
    },
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
  ],
  webServer: {
    // The SMTP sink, the stand-in Google, the seed and both app servers (compiled, as `npm start`
    // runs them; test:e2e builds first), started together.
    command: "node --import tsx support/e2e-servers.ts",
    wait: { stdout: /e2e servers ready/ },
    // Seeding migrates a fresh embedded database first: seconds on a quiet machine, but over a
    // minute on a loaded one, where a shorter wait failed the whole run before any test began.
    timeout: 180_000,
    env: {
      NODE_ENV: "test",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      GOOGLE_CLIENT_ID: "adviser-desk-e2e",
      GOOGLE_CLIENT_SECRET: "e2e-secret",
      GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      ADMIN_EMAILS: "admin.e2e@example.co.za",
      LOG_LEVEL: "warn",
      PAYFAST_MODE: "simulator",
    },
  },
});
