import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { ADMIN_EMAIL, PASSWORD } from "./credentials";
import { cookieFor, postFromNewClient } from "./distinct-client";
import { test as base, expect, type Page } from "./fixtures";
import { APP_URL } from "./ports";
import { claimSeededPerson, type SeededKind } from "./seeded-people";

// Typed fixtures for the workspace journeys: each test has its own seeded, signed-in person
// (seeded-people.ts) and sets up the rest through the real API, so it starts where it needs to.

export { ADMIN_EMAIL };

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
 * Signs in through the API of the app at `appUrl`; the session cookies, ready for a browser or
 * request context.
 */
export async function signIn(email: string, appUrl = APP_URL) {
  const answer = await postFromNewClient(
    "/api/auth/sign-in/email",
    { email, password: PASSWORD },
    Number(new URL(appUrl).port),
  );
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${answer.body}`);
  return answer.setCookies.map(cookieFor);
}

/** A seeded person (seeded-people.ts), signed in in the page's browser context. */
async function signedInPerson(context: BrowserContext, kind: SeededKind): Promise<Person> {
  const { name, email, cookie } = claimSeededPerson(kind);
  await context.addCookies([
    { ...cookie, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" },
  ]);
  return { name, email };
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
    async ({ playwright }, use, workerInfo) => {
      // The project's own app server (the site-wide specs have one of their own).
      const baseURL = workerInfo.project.use.baseURL ?? APP_URL;
      const cookies = await signIn(ADMIN_EMAIL, baseURL);
      const request = await playwright.request.newContext({
        baseURL,
        storageState: { cookies, origins: [] },
      });
      await use(request);
      await request.dispose();
    },
    { scope: "worker" },
  ],

  newcomer: async ({ context }, use) => {
    await use(await signedInPerson(context, "newcomer"));
  },

  adviser: async ({ context, page }, use) => {
    const person = await signedInPerson(context, "adviser");
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
