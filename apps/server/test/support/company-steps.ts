import { expect } from "vitest";
import type { HttpClient } from "./http-client";
import { seedCompany, seedSession, seedUser } from "./seeded-session";
import type { TestApp } from "./test-app";

export const VALID_COMPANY = {
  accountName: "Mokoena Financial Planning",
  contactPerson: { firstName: "Lerato", lastName: "Mokoena" },
  email: "office@mokoena-fp.co.za",
  telephone: { phoneCountryCode: "+27", phoneNumber: "82 555 0101" },
  vatNumber: "4123456789",
  website: "https://mokoena-fp.co.za",
  address: {
    addressLine1: "12 Jan Smuts Avenue",
    addressLine2: "Rosebank",
    city: "Johannesburg",
    country: "South Africa",
    postalCode: "2196",
  },
};

/**
 * A verified, signed-in adviser without a company yet (a given e-mail for ADMIN_EMAILS users),
 * seeded in the database; the real sign-up journey is tested in auth-email-password.test.ts.
 */
export async function signedInAdviser(t: TestApp, name = "Lerato Mokoena", givenEmail?: string) {
  const client = t.client();
  const { id, email } = await seedUser(t, name, givenEmail);
  await seedSession(t, client, id);
  return { client, email, userId: id };
}

/** A signed-in adviser who owns a company (VALID_COMPANY with `overrides`), seeded. */
export async function adviserWithSeededCompany(
  t: TestApp,
  name = "Lerato Mokoena",
  overrides: Record<string, unknown> = {},
) {
  const adviser = await signedInAdviser(t, name);
  const company = await seedCompany(t, adviser.userId, { ...VALID_COMPANY, ...overrides });
  return { ...adviser, company };
}

export async function createCompanyFor(
  client: HttpClient,
  overrides: Record<string, unknown> = {},
) {
  const res = await client.post("/api/v1/company", { ...VALID_COMPANY, ...overrides });
  expect(res.status).toBe(201);
  return res.json;
}
