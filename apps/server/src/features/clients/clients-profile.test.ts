import { clientResponseSchema } from "@adviser-desk/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client as clientTable, company as companyTable } from "#server/db/schema";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, del, patch, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PROFILE = {
  title: "Mrs",
  maritalStatus: "married",
  maritalRegime: "out-of-community-accrual",
  dependants: [
    { name: "Lwazi Nkosi", dateOfBirth: "2014-03-09" },
    { name: "Ayanda Nkosi", dateOfBirth: null },
  ],
  employer: "Sasol Ltd",
  annualIncome: 850_000.5,
  incomeNotes: "Salary; rental income about R 6 000 a month",
  taxReference: "0001 339 050",
  retirementFunds: [
    { fund: "Sasol Pension Fund", value: 1_850_000 },
    { fund: "Allan Gray RA", value: 312_450.25 },
  ],
};

const spouseOf = async (client: HttpClient, id: string) =>
  (await client.get(`/api/v1/clients/${id}`)).json.spouseClientId;

describe("the client profile", () => {
  it("keeps every profile field; a new client has an empty profile", async () => {
    const { client } = await subscribedAdviser(t);
    const bare = clientResponseSchema.parse(await addClient(client));
    expect(bare).toMatchObject({
      title: null,
      maritalStatus: null,
      maritalRegime: null,
      spouseClientId: null,
      dependants: [],
      employer: null,
      annualIncome: null,
      incomeNotes: null,
      taxReference: null,
      retirementFunds: [],
    });
    const full = await addClient(client, PROFILE);
    expect(clientResponseSchema.parse(full)).toMatchObject({
      ...PROFILE,
      taxReference: "0001339050",
    });
    expect((await client.get(`/api/v1/clients/${full.id}`)).json).toEqual(full);
  });

  it("a PATCH of one profile field keeps the rest; a stale version is refused with 409", async () => {
    const { client } = await subscribedAdviser(t);
    const created = await addClient(client, PROFILE);
    const edited = await patch(client, `/api/v1/clients/${created.id}`, {
      employer: "Eskom",
      version: created.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      ...created,
      employer: "Eskom",
      updatedAt: expect.any(String),
      version: 2,
    });
    const stale = await patch(client, `/api/v1/clients/${created.id}`, {
      dependants: [],
      version: created.version,
    });
    expect([stale.status, stale.json.code]).toEqual([409, "clients/version-conflict"]);
    expect(stale.json.current).toEqual(edited.json);
  });

  it.each([
    ["a bad tax reference", { taxReference: "0001339051" }, "taxReference"],
    ["a regime without a marriage", { maritalStatus: "single" }, "maritalRegime"],
    [
      "a negative fund value",
      { retirementFunds: [{ fund: "RA", value: -5 }] },
      "retirementFunds.0.value",
    ],
  ])("%s → 400 naming the field, nothing stored", async (_name, change, path) => {
    const { client } = await subscribedAdviser(t);
    const created = await addClient(client, PROFILE);
    const res = await patch(client, `/api/v1/clients/${created.id}`, change);
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect((await client.get(`/api/v1/clients/${created.id}`)).json).toEqual(created);
  });
});

describe("the spouse or partner link", () => {
  it("is kept both ways, moves when re-linked, and clears both sides", async () => {
    const { client } = await subscribedAdviser(t);
    const thandi = await addClient(client, { clientName: "Thandi" });
    const sipho = await addClient(client, { clientName: "Sipho" });
    const lerato = await addClient(client, { clientName: "Lerato" });

    const linked = await patch(client, `/api/v1/clients/${thandi.id}`, {
      spouseClientId: sipho.id,
    });
    expect(linked.json.spouseClientId).toBe(sipho.id);
    const siphoNow = (await client.get(`/api/v1/clients/${sipho.id}`)).json;
    expect(siphoNow.spouseClientId).toBe(thandi.id);
    // The other side changed too: a form opened on Sipho before the link is now stale.
    expect(siphoNow.version).toBe(sipho.version + 1);

    // Lerato names Sipho: Thandi lets go of Sipho, and Sipho points at Lerato.
    await patch(client, `/api/v1/clients/${lerato.id}`, { spouseClientId: sipho.id });
    expect(await spouseOf(client, sipho.id)).toBe(lerato.id);
    expect(await spouseOf(client, thandi.id)).toBeNull();

    // Created with a spouse: linked back at once, and the spouse's old partner let go.
    const zanele = await addClient(client, { clientName: "Zanele", spouseClientId: lerato.id });
    expect(await spouseOf(client, lerato.id)).toBe(zanele.id);
    expect(await spouseOf(client, sipho.id)).toBeNull();

    await patch(client, `/api/v1/clients/${lerato.id}`, { spouseClientId: null });
    expect(await spouseOf(client, zanele.id)).toBeNull();
    expect(await spouseOf(client, lerato.id)).toBeNull();
  });

  it("refuses the client itself (400) and a deleted or unknown client (404); nothing changes", async () => {
    const { client } = await subscribedAdviser(t);
    const thandi = await addClient(client, { clientName: "Thandi" });
    const gone = await addClient(client, { clientName: "Gone" });
    expect((await del(client, `/api/v1/clients/${gone.id}`)).status).toBe(204);

    const self = await patch(client, `/api/v1/clients/${thandi.id}`, { spouseClientId: thandi.id });
    expect([self.status, self.json.code]).toEqual([400, "clients/spouse-self"]);
    for (const id of [gone.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await patch(client, `/api/v1/clients/${thandi.id}`, { spouseClientId: id });
      expect([res.status, res.json.code]).toEqual([404, "clients/spouse-not-found"]);
    }
    expect((await client.get(`/api/v1/clients/${thandi.id}`)).json).toEqual(thandi);
  });
});

describe("the spouse link and the database", () => {
  it("a company whose clients are linked can still be removed whole (admin purge)", async () => {
    const { client, company } = await subscribedAdviser(t);
    const thandi = await addClient(client);
    await addClient(client, { clientName: "Sipho", spouseClientId: thandi.id });
    const { db } = t.database;
    await db.delete(companyTable).where(eq(companyTable.id, company.id as string));
    const left = await db
      .select()
      .from(clientTable)
      .where(eq(clientTable.companyId, company.id as string));
    expect(left).toEqual([]);
  });
});

describe("a new scenario starts from the profile", () => {
  it("takes the client's date of birth; without one, a person of 40", async () => {
    const { client } = await subscribedAdviser(t);
    const born = await addClient(client, { dateOfBirth: "1961-07-15" });
    const unknown = await addClient(client);
    const create = (clientId: string) =>
      client.post("/api/v1/scenarios", { clientId, scenarioName: "Retirement", taxYear: 2027 });
    const fromProfile = await create(born.id);
    expect(fromProfile.status).toBe(201);
    expect(fromProfile.json.inputs).toMatchObject({ dateOfBirth: "1961-07-15" });
    expect(fromProfile.json.inputs.age).toBeUndefined();
    const plain = await create(unknown.id);
    expect(plain.json.inputs).toMatchObject({ age: 40 });
  });
});
