import { expect } from "vitest";
import { adviserWithSeededCompany } from "./company-steps";
import type { HttpClient } from "./http-client";
import { seedTrial } from "./seeded-session";
import type { TestApp } from "./test-app";

export { maxSizeHomeLoanInputs } from "./max-size-home-loan";

/** A signed-in adviser with a company on a free trial: a subscriber. */
export async function subscribedAdviser(
  t: TestApp,
  name = "Lerato Mokoena",
  company: Record<string, unknown> = {},
) {
  const adviser = await adviserWithSeededCompany(t, name, company);
  await seedTrial(t, adviser.userId);
  return adviser;
}

export const put = (client: HttpClient, url: string, body: unknown) =>
  client.request("PUT", url, body);
export const patch = (client: HttpClient, url: string, body: unknown) =>
  client.request("PATCH", url, body);
export const del = (client: HttpClient, url: string) => client.request("DELETE", url);

export async function addClient(client: HttpClient, fields: Record<string, unknown> = {}) {
  const res = await client.post("/api/v1/clients", {
    clientName: "Thandi",
    clientSurname: "Nkosi",
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.json;
}

/** The four kinds, as the tests address them. */
export const KINDS = [
  {
    kind: "scenario",
    path: "scenarios",
    names: (name: string) => ({ scenarioName: name, taxYear: 2027 }),
    nameOf: (json: { scenarioName: string }) => json.scenarioName,
  },
  {
    kind: "transfer-duty",
    path: "transfer-duties",
    names: (name: string) => ({ description: name }),
    nameOf: (json: { description: string }) => json.description,
  },
  {
    kind: "home-loan-repayment",
    path: "home-loan-repayments",
    names: (name: string) => ({ description: name }),
    nameOf: (json: { description: string }) => json.description,
  },
  {
    kind: "investment-comparison",
    path: "investment-comparisons",
    names: (name: string) => ({ description: name }),
    nameOf: (json: { description: string }) => json.description,
  },
] as const;
export type KindCase = (typeof KINDS)[number];

export async function addRecord(
  client: HttpClient,
  kind: KindCase,
  clientId: string,
  name = "Plan A",
  extra: Record<string, unknown> = {},
) {
  const res = await client.post(`/api/v1/${kind.path}`, {
    clientId,
    ...kind.names(name),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}
