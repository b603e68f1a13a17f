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

export default defineConfig({
  testDir: "./tests",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
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
      testIgnore: /workspace-phone\.spec\.ts$/,
      use: { viewport: { width: 1366, height: 800 } },
    },
    {
      // The main screens at a phone's size (screenshots prefixed "phone-").
      name: "phone",
      testMatch: /workspace-phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
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
        "rm -rf ../.e2e-data && node --import tsx support/seed-billing.ts && node --enable-source-maps ../apps/server/dist/main.js",
      url: `${APP_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
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
