import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { cookieFor, postFromNewClient } from "./distinct-client";
import { test as base, expect, linkFromMail, PASSWORD, type Page, uniqueEmail } from "./fixtures";
import { APP_URL } from "./ports";

// Typed fixtures for the workspace journeys: people are created through the real API (sign-up,
// the verification link from the SMTP sink, sign-in), so each test starts where it needs to.

export const ADMIN_EMAIL = "admin.e2e@example.co.za";

export interface Person {
  name: string;
  email: string;
}

/** A company that passes every rule of spec §5. */
export const COMPANY = {
  accountName: "Botha Financial Planning",
  contactPerson: { firstName: "Pieter", lastName: "Botha" },
  email: "office@botha-fp.co.za",
  telephone: { phoneCountryCode: "+27", phoneNumber: "21 555 0101" },
  vatNumber: "4123456789",
  website: "https://www.botha-fp.co.za",
  address: {
    addressLine1: "12 Long Street",
    addressLine2: "Suite 4",
    city: "Cape Town",
    country: "South Africa",
    postalCode: "8001",
  },
};

/** The site settings an admin can change (PUT /api/v1/admin/config); null resets to default. */
export interface SiteConfigChange {
  version?: string | null;
  underConstruction?: boolean;
  trainingUrl?: string | null;
  overviewVideoUrl?: string | null;
}

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

/**
 * Users this run has created, kept in the run's data folder (the server's start empties it), so a
 * worker that restarts after a failure knows them too. Sign-up answers an existing address exactly
 * like a new one, so it cannot say so itself, and it allows 3 sign-ups an hour per address.
 */
const createdUsersDir = fileURLToPath(
  new URL("../../.e2e-data/e2e-created-users/", import.meta.url),
);

/** Sign-up through the API, then the link from the verification e-mail; once per run per address. */
export async function createVerifiedUser(person: Person) {
  const marker = path.join(createdUsersDir, encodeURIComponent(person.email));
  if (existsSync(marker)) return;
  const signUp = await postFromNewClient("/api/auth/sign-up/email", {
    ...person,
    password: PASSWORD,
    callbackURL: "/login?verified=1",
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);
  const link = await linkFromMail(person.email, /confirm your e-mail/i, "/api/auth/verify-email");
  await fetch(link, { redirect: "manual" });
  mkdirSync(createdUsersDir, { recursive: true });
  writeFileSync(marker, "");
}

/** Signs in through the API; the session cookies, ready for a browser or request context. */
export async function signIn(email: string) {
  const answer = await postFromNewClient("/api/auth/sign-in/email", { email, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${answer.body}`);
  return answer.setCookies.map(cookieFor);
}

/** A verified user, signed in in the page's browser context. */
async function signedInPerson(context: BrowserContext, prefix: string, name: string) {
  const person: Person = { name, email: uniqueEmail(prefix) };
  await createVerifiedUser(person);
  await context.addCookies(await signIn(person.email));
  return person;
}

export async function createCompany(page: Page, company: object = COMPANY) {
  await ok(await page.request.post("/api/v1/company", { data: company }), "create company");
}

export async function startTrial(page: Page) {
  await ok(await page.request.post("/api/v1/subscription/trial"), "start trial");
}

interface WorkspaceFixtures {
  /** Signed in, verified, no company yet. */
  newcomer: Person;
  /** Signed in with a company and a running free trial, overview already seen. */
  adviser: Person;
  /** Changes the live site config as the admin; everything changed is reset after the test. */
  siteConfig: (change: SiteConfigChange) => Promise<void>;
}

interface WorkerFixtures {
  adminRequest: APIRequestContext;
}

export const test = base.extend<WorkspaceFixtures, WorkerFixtures>({
  adminRequest: [
    async ({ playwright }, use) => {
      await createVerifiedUser({ name: "Site Admin", email: ADMIN_EMAIL });
      const cookies = await signIn(ADMIN_EMAIL);
      const request = await playwright.request.newContext({
        baseURL: APP_URL,
        storageState: { cookies, origins: [] },
      });
      await use(request);
      await request.dispose();
    },
    { scope: "worker" },
  ],

  newcomer: async ({ context }, use) => {
    await use(await signedInPerson(context, "newcomer", "Lerato Mokoena"));
  },

  adviser: async ({ context, page }, use) => {
    const person = await signedInPerson(context, "adviser", "Pieter Botha");
    await createCompany(page);
    await startTrial(page);
    await ok(await page.request.patch("/api/v1/company", { data: { welcomed: true } }), "welcome");
    await use(person);
  },

  siteConfig: async ({ adminRequest }, use) => {
    const touched = new Set<keyof SiteConfigChange>();
    await use(async (change) => {
      for (const key of Object.keys(change) as (keyof SiteConfigChange)[]) touched.add(key);
      await ok(await adminRequest.put("/api/v1/admin/config", { data: change }), "site config");
    });
    if (touched.size === 0) return;
    const defaults: Required<SiteConfigChange> = {
      version: null,
      underConstruction: false,
      trainingUrl: null,
      overviewVideoUrl: null,
    };
    const reset = Object.fromEntries([...touched].map((key) => [key, defaults[key]]));
    await ok(await adminRequest.put("/api/v1/admin/config", { data: reset }), "reset site config");
  },
});

export { expect, type Page };
