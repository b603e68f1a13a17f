import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, put, subscribedAdviser } from "../../../test/support/record-steps";
import { plain } from "../../../test/support/report-readers";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * New calculators start from the client's profile (ADR 026): the profile's TFSA and medical
 * scheme fields round-trip through the migration's columns; a new scenario takes the date of
 * birth, income and medical scheme members, a new comparison each TFSA's contributions — each
 * linked to the profile's version, a missing value said with the default used, Refresh offered
 * when the profile changes, and a forged or foreign link refused.
 */

let t: TestApp;
let a: HttpClient;
let b: HttpClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: a } = await subscribedAdviser(t, "Lerato Mokoena"));
  ({ client: b } = await subscribedAdviser(t, "Bongani Buthelezi"));
});
afterAll(async () => t.close());

const PROFILE = {
  dateOfBirth: "1980-05-01",
  annualIncome: 650_000,
  tfsaContributionsLifetime: 180_000.5,
  tfsaContributionsThisTaxYear: 20_000,
  medicalSchemeMembers: 3,
};

const patchClient = async (id: string, fields: Record<string, unknown>) => {
  const version = (await a.get(`/api/v1/clients/${id}`)).json.version;
  return a.request("PATCH", `/api/v1/clients/${id}`, { ...fields, version });
};

const takenFrom = (block: { key: string; items: string[] }[] | undefined) =>
  (block?.find((b) => b.key === "taken-from")?.items ?? []).map(plain);

describe("the profile's TFSA and medical scheme fields", () => {
  it("round-trip on create and update, and clear with null", async () => {
    const created = await addClient(a, PROFILE);
    expect(created).toMatchObject(PROFILE);
    const read = (await a.get(`/api/v1/clients/${created.id}`)).json;
    expect(read).toMatchObject(PROFILE);
    const cleared = await patchClient(created.id, {
      tfsaContributionsLifetime: null,
      tfsaContributionsThisTaxYear: null,
      medicalSchemeMembers: 0,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({
      tfsaContributionsLifetime: null,
      tfsaContributionsThisTaxYear: null,
      medicalSchemeMembers: 0,
    });
  });

  it("refuses this tax year's contributions above the lifetime total, and bad values, changing nothing", async () => {
    const created = await addClient(a, PROFILE);
    for (const fields of [
      { tfsaContributionsThisTaxYear: 200_000 },
      { tfsaContributionsLifetime: -1 },
      { tfsaContributionsLifetime: 10.001 },
      { medicalSchemeMembers: 31 },
      { medicalSchemeMembers: 1.5 },
      { medicalSchemeMembers: "two" },
    ]) {
      const refused = await patchClient(created.id, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.json.code).toMatch(/^clients\//);
    }
    expect((await a.get(`/api/v1/clients/${created.id}`)).json).toMatchObject({
      ...PROFILE,
      version: created.version,
    });
  });
});

describe("a new tax scenario starts from the profile", () => {
  it("takes the date of birth, income as salary and the medical scheme's members, linked to the profile's version", async () => {
    const client = await addClient(a, PROFILE);
    const res = await a.post("/api/v1/scenarios", {
      clientId: client.id,
      scenarioName: "From profile",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const { inputs, result } = res.json;
    expect(inputs).toMatchObject({
      dateOfBirth: "1980-05-01",
      salary: 650_000,
      medicalSchemeMembers: 3,
    });
    expect(inputs.age).toBeUndefined();
    const link = { kind: "client", id: client.id, version: client.version };
    expect(inputs.sources).toEqual({
      dateOfBirth: { ...link, field: "dateOfBirth", value: "1980-05-01" },
      salary: { ...link, field: "annualIncome", value: 650_000 },
      medicalSchemeMembers: { ...link, field: "medicalSchemeMembers", value: 3 },
    });
    expect(result.taxPayable).toBeGreaterThan(0);
    expect(result.medicalSchemeFeesCredit).toBe(0);

    const report = (await a.get(`/api/v1/scenarios/${res.json.id}/report`)).json;
    expect(takenFrom(report.blocks)).toEqual([
      "The date of birth (01 May 1980) is the date of birth in the client's profile.",
      "The salary (R 650 000,00) is the gross annual income in the client's profile.",
      "The medical scheme members (3) is the medical scheme's members in the client's profile.",
    ]);
  });

  it("says what the profile lacks and uses the stated defaults: age 40, salary R 0, no scheme", async () => {
    const client = await addClient(a);
    const res = await a.post("/api/v1/scenarios", { clientId: client.id, scenarioName: "Empty" });
    expect(res.status).toBe(201);
    expect(res.json.inputs).toMatchObject({ age: 40, salary: 0, medicalSchemeMembers: 0 });
    expect(
      Object.values(res.json.inputs.sources).map((l) => (l as { value: unknown }).value),
    ).toEqual([null, null, null]);
    const report = (await a.get(`/api/v1/scenarios/${res.json.id}/report`)).json;
    expect(takenFrom(report.blocks)).toEqual([
      "The client's profile has no date of birth: an age of 40 until entered.",
      "The client's profile has no gross annual income: the salary starts at R 0.",
      "The client's profile does not say who is on a medical scheme: no scheme (0 members) until entered.",
    ]);
  });

  it("offers the profile's new value after it changes; a refresh saves; a forged or foreign link is refused", async () => {
    const client = await addClient(a, PROFILE);
    const scenario = (
      await a.post("/api/v1/scenarios", { clientId: client.id, scenarioName: "Raise" })
    ).json;
    const raised = await patchClient(client.id, { annualIncome: 720_000 });
    expect(raised.status).toBe(200);
    const status = await a.get(`/api/v1/scenarios/${scenario.id}/sources`);
    expect(status.status).toBe(200);
    expect(status.json.items.find((i: { target: string }) => i.target === "salary")).toMatchObject({
      changed: true,
      currentVersion: raised.json.version,
      currentValue: 720_000,
      refreshedValue: 720_000,
      name: "the client's profile",
    });
    const body = (salary: number, link: Record<string, unknown>) => ({
      version: scenario.version,
      scenarioName: scenario.scenarioName,
      taxYear: scenario.taxYear,
      inputs: { ...scenario.inputs, salary, sources: { ...scenario.inputs.sources, salary: link } },
    });
    const salaryLink = scenario.inputs.sources.salary;
    // At the profile's current version the link must hold the profile's value.
    const forged = await put(
      a,
      `/api/v1/scenarios/${scenario.id}`,
      body(999_000, { ...salaryLink, version: raised.json.version, value: 999_000 }),
    );
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe("records/invalid-source");
    // Another client's profile (the same company's) is not found, like an unknown id.
    const other = await addClient(a, PROFILE);
    const foreign = await put(
      a,
      `/api/v1/scenarios/${scenario.id}`,
      body(650_000, { ...salaryLink, id: other.id }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("records/source-not-found");
    const unchanged = (await a.get(`/api/v1/scenarios/${scenario.id}`)).json;
    expect(unchanged.version).toBe(scenario.version);

    const refreshed = await put(
      a,
      `/api/v1/scenarios/${scenario.id}`,
      body(720_000, { ...salaryLink, version: raised.json.version, value: 720_000 }),
    );
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
    expect(refreshed.json.inputs.salary).toBe(720_000);
    const after = await a.get(`/api/v1/scenarios/${scenario.id}/sources`);
    expect(after.json.items.find((i: { target: string }) => i.target === "salary")).toMatchObject({
      changed: false,
    });
  });

  it("another company's client is never a profile to take from", async () => {
    const theirs = await addClient(b, PROFILE);
    const mine = await addClient(a);
    const scenario = (
      await a.post("/api/v1/scenarios", { clientId: mine.id, scenarioName: "Mine" })
    ).json;
    const res = await put(a, `/api/v1/scenarios/${scenario.id}`, {
      version: scenario.version,
      scenarioName: scenario.scenarioName,
      taxYear: scenario.taxYear,
      inputs: {
        ...scenario.inputs,
        salary: 650_000,
        sources: {
          salary: {
            kind: "client",
            id: theirs.id,
            version: theirs.version,
            field: "annualIncome",
            value: 650_000,
          },
        },
      },
    });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("records/source-not-found");
  });
});

describe("a new investment comparison starts from the profile", () => {
  it("puts the client's TFSA contributions so far and this tax year into the TFSA option, linked and in the assumptions", async () => {
    const client = await addClient(a, PROFILE);
    const res = await a.post("/api/v1/investment-comparisons", {
      clientId: client.id,
      description: "Savings",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const tfsa = res.json.inputs.options[1];
    expect(tfsa).toMatchObject({
      wrapper: "tfsa",
      tfsaPriorContributions: 180_000.5,
      tfsaPriorThisTaxYear: 20_000,
    });
    expect(res.json.inputs.sources["options.1.tfsaPriorContributions"]).toMatchObject({
      kind: "client",
      field: "tfsaContributionsLifetime",
      value: 180_000.5,
    });
    const assumptions = res.json.result.assumptions.map(plain).join(" ");
    expect(assumptions).toContain(
      "R 180 000,50 already contributed to tax-free accounts, R 20 000 of it in the current tax year",
    );
    const report = (await a.get(`/api/v1/investment-comparisons/${res.json.id}/report`)).json;
    expect(takenFrom(report.blocks)).toEqual(
      expect.arrayContaining([
        "The earlier TFSA contributions of option 2 (R 180 000,50) is the TFSA contributions so far in the client's profile.",
        "This tax year's TFSA contributions of option 2 (R 20 000,00) is the TFSA contributions this tax year in the client's profile.",
      ]),
    );
  });

  it("inputs the adviser sends are theirs: nothing is taken from the profile unasked", async () => {
    const client = await addClient(a, { annualIncome: 500_000 });
    const res = await a.post("/api/v1/investment-comparisons", {
      clientId: client.id,
      description: "RA and TFSA",
      inputs: {
        horizonYears: 10,
        options: [
          { kind: "market", wrapper: "retirement-annuity", monthlyContribution: 3_000 },
          { kind: "market", wrapper: "tfsa", monthlyContribution: 3_000 },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.inputs.sources).toBeUndefined();
    expect(res.json.inputs.retirementAnnuity.deductionIncome).toBeUndefined();
  });
});
