import { expect } from "vitest";
import { registerVerified, signIn } from "./auth-steps";
import type { HttpClient } from "./http-client";
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

/** A verified, signed-in adviser without a company yet (a given e-mail for ADMIN_EMAILS users). */
export async function signedInAdviser(t: TestApp, name = "Lerato Mokoena", givenEmail?: string) {
  const client = t.client();
  const email = await registerVerified(t, client, name, givenEmail);
  expect((await signIn(client, email)).status).toBe(200);
  return { client, email };
}

export async function createCompanyFor(
  client: HttpClient,
  overrides: Record<string, unknown> = {},
) {
  const res = await client.post("/api/v1/company", { ...VALID_COMPANY, ...overrides });
  expect(res.status).toBe(201);
  return res.json;
}
