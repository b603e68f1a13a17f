import { CLIENT_MESSAGES, clientResponseSchema } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { recordRoutes } from "@adviser-desk/contracts/endpoints/record-routes";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyFor, signedInAdviser } from "../../../test/support/company-steps";
import { addClient, del, patch, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const VALID_ID = "8001015009087"; // born 1980-01-01, Luhn check digit 7

describe("who may use /api/v1/clients", () => {
  it("signed out → 401; no company → 403 company/missing; no subscription → 402", async () => {
    expect((await t.client().call(clientRoutes.listClients, { query: {} })).status).toBe(401);
    const { client } = await signedInAdviser(t);
    const noCompany = await client.call(clientRoutes.listClients, { query: {} });
    expect([noCompany.status, noCompany.problem.code]).toEqual([403, "company/missing"]);
    await createCompanyFor(client);
    const noSubscription = await client.call(clientRoutes.createClient, {
      body: {
        clientName: "A",
        clientSurname: "B",
      },
    });
    expect([noSubscription.status, noSubscription.problem.code]).toEqual([
      402,
      "subscription/required",
    ]);
  });
});

describe("POST /api/v1/clients", () => {
  it("creates with the spec's names; optional details are null until given", async () => {
    const { client } = await subscribedAdviser(t);
    const res = await client.call(clientRoutes.createClient, {
      body: {
        clientName: " Thandi ",
        clientSurname: "Nkosi",
      },
    });
    expect(res.status).toBe(201);
    expect(clientResponseSchema.parse(res.json)).toMatchObject({
      clientName: "Thandi",
      clientSurname: "Nkosi",
      email: null,
      phone: null,
      idNumber: null,
      dateOfBirth: null,
      notes: null,
      deletedAt: null,
      version: 1,
    });
    expect((await client.get(`/api/v1/clients/${res.json.id}`)).json).toEqual(res.json);
  });

  it("keeps every optional detail (ID number spaces dropped, phone as E.164, empty strings as null)", async () => {
    const { client } = await subscribedAdviser(t);
    const created = await addClient(client, {
      email: "thandi@example.co.za",
      phone: "082 555 0101",
      idNumber: "800101 5009 087",
      dateOfBirth: "1980-01-01",
      notes: "Prefers e-mail.",
    });
    expect(created).toMatchObject({
      email: "thandi@example.co.za",
      phone: "+27825550101",
      idNumber: VALID_ID,
      dateOfBirth: "1980-01-01",
      notes: "Prefers e-mail.",
    });
    const blank = await addClient(client, { email: "", phone: "", idNumber: "", notes: "" });
    expect(blank).toMatchObject({ email: null, phone: null, idNumber: null, notes: null });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["no name", { clientName: " " }, "client name missing", "clientName"],
    ["no surname", { clientSurname: "" }, "client surname missing", "clientSurname"],
    [
      "a bad e-mail",
      { email: "thandi-at-home" },
      "client email is not a valid e-mail address",
      "email",
    ],
    ["a short phone number", { phone: "0825" }, CLIENT_MESSAGES.phoneInvalid, "phone"],
    [
      "a number that is no phone number",
      { phone: "+27 12" },
      CLIENT_MESSAGES.phoneInvalid,
      "phone",
    ],
    [
      "a 12-digit ID number",
      { idNumber: "800101500908" },
      "ID number must be 13 digits",
      "idNumber",
    ],
    [
      "a wrong check digit",
      { idNumber: "8001015009086" },
      "ID number is not valid (check the digits)",
      "idNumber",
    ],
    [
      "an impossible birth date in the ID",
      { idNumber: "8013015009082" },
      "ID number is not valid (check the digits)",
      "idNumber",
    ],
    [
      "a malformed date of birth",
      { dateOfBirth: "01/01/1980" },
      "date of birth must be a date as YYYY-MM-DD",
      "dateOfBirth",
    ],
    [
      "a date of birth before 1900",
      { dateOfBirth: "1899-12-31" },
      "date of birth must be in 1900 or later",
      "dateOfBirth",
    ],
    [
      "a date of birth that is not the ID's",
      { idNumber: VALID_ID, dateOfBirth: "1980-01-02" },
      "date of birth does not match the ID number",
      "dateOfBirth",
    ],
    [
      "notes over 2000 characters",
      { notes: "x".repeat(2001) },
      "notes must be at most 2000 characters",
      "notes",
    ],
  ];
  it.each(cases)(
    "%s → 400 with its message, nothing stored",
    async (_name, change, message, path) => {
      const { client } = await subscribedAdviser(t);
      const res = await client.call(clientRoutes.createClient, {
        body: {
          clientName: "Thandi",
          clientSurname: "Nkosi",
          ...change,
        },
      });
      expect(res.status).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.problem.detail).toBe(message);
      expect(res.problem.code).toMatch(/^clients\//);
      expect(res.problem.errors).toContainEqual({ path, message });
      expect((await client.call(clientRoutes.listClients, { query: {} })).json.items).toEqual([]);
    },
  );

  it("an empty form lists both missing names", async () => {
    const { client } = await subscribedAdviser(t);
    const res = await client.post("/api/v1/clients", {});
    expect(res.problem.code).toBe("clients/client-name-missing");
    expect(res.problem.errors?.map((e: { message: string }) => e.message)).toEqual([
      "client name missing",
      "client surname missing",
    ]);
  });
});

describe("GET/PATCH /api/v1/clients/:id", () => {
  it("an unknown or malformed id → 404 clients/not-found", async () => {
    const { client } = await subscribedAdviser(t);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await client.get(`/api/v1/clients/${id}`);
      expect([res.status, res.problem.code]).toEqual([404, "clients/not-found"]);
    }
  });

  it("changes only what is sent, clears with null or '', bumps the version", async () => {
    const { client } = await subscribedAdviser(t);
    const created = await addClient(client, { email: "a@example.co.za", notes: "x" });
    const res = await patch(client, `/api/v1/clients/${created.id}`, {
      clientSurname: "Dlamini",
      email: null,
      notes: "",
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      clientName: "Thandi",
      clientSurname: "Dlamini",
      email: null,
      notes: null,
      version: 2,
    });
    expect(Date.parse(res.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it("a stale version → 409 clients/version-conflict with the current client; nothing changes", async () => {
    const { client } = await subscribedAdviser(t);
    const created = await addClient(client);
    await patch(client, `/api/v1/clients/${created.id}`, { clientName: "Lindiwe", version: 1 });
    const stale = await patch(client, `/api/v1/clients/${created.id}`, {
      clientName: "Zanele",
      version: 1,
    });
    expect([stale.status, stale.problem.code]).toEqual([409, "clients/version-conflict"]);
    expect(stale.json.current).toMatchObject({ clientName: "Lindiwe", version: 2 });
    expect((await client.get(`/api/v1/clients/${created.id}`)).json.clientName).toBe("Lindiwe");
  });

  it("checks the merged client: a new date of birth must match the stored ID number", async () => {
    const { client } = await subscribedAdviser(t);
    const created = await addClient(client, { idNumber: VALID_ID });
    const res = await patch(client, `/api/v1/clients/${created.id}`, { dateOfBirth: "1981-01-01" });
    // "ID" in capitals would not read back from a code: the words are the detail, as written.
    expect([res.status, res.problem.code, res.problem.detail]).toEqual([
      400,
      "clients/invalid-input",
      "date of birth does not match the ID number",
    ]);
    const emptyName = await patch(client, `/api/v1/clients/${created.id}`, { clientName: "" });
    expect(emptyName.problem.code).toBe("clients/client-name-missing");
    const unknown = await patch(client, `/api/v1/clients/${created.id}`, { surname: "X" });
    expect(unknown.status).toBe(400);
  });
});

describe("DELETE and restore", () => {
  it("hides the client from the list, shows it under deleted=true, restores it", async () => {
    const { client } = await subscribedAdviser(t);
    const kept = await addClient(client, { clientSurname: "Adams" });
    const gone = await addClient(client, { clientSurname: "Botha" });
    expect((await del(client, `/api/v1/clients/${gone.id}`)).status).toBe(204);
    expect((await del(client, `/api/v1/clients/${gone.id}`)).status).toBe(204);

    const live = await client.call(clientRoutes.listClients, { query: {} });
    expect(live.json.items.map((c: { id: string }) => c.id)).toEqual([kept.id]);
    const deleted = await client.call(clientRoutes.listClients, { query: { deleted: "true" } });
    expect(deleted.json.items.map((c: { id: string }) => c.id)).toEqual([gone.id]);
    const shown = await client.get(`/api/v1/clients/${gone.id}`);
    expect(shown.json.deletedAt).not.toBeNull();
    const edit = await patch(client, `/api/v1/clients/${gone.id}`, { clientName: "X" });
    expect([edit.status, edit.problem.code]).toEqual([409, "clients/deleted"]);

    const restored = await client.post(`/api/v1/clients/${gone.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json.deletedAt).toBeNull();
    expect((await client.call(clientRoutes.listClients, { query: {} })).json.items).toHaveLength(2);
    const again = await client.post(`/api/v1/clients/${gone.id}/restore`);
    expect([again.status, again.json.version]).toEqual([200, restored.json.version]);
  });

  it("after 30 days a deleted client cannot be restored (410) and leaves the deleted list", async () => {
    const { client } = await subscribedAdviser(t);
    const old = await addClient(client);
    await del(client, `/api/v1/clients/${old.id}`);
    await t.database.db.execute(
      sql`update client set deleted_at = now() - interval '31 days' where id = ${old.id}`,
    );
    const res = await client.post(`/api/v1/clients/${old.id}/restore`);
    expect([res.status, res.problem.code]).toEqual([410, "clients/restore-expired"]);
    expect(
      (await client.call(clientRoutes.listClients, { query: { deleted: "true" } })).json.items,
    ).toEqual([]);
  });

  it("deleting a client hides its records; restoring brings them back untouched", async () => {
    const { client } = await subscribedAdviser(t);
    const c = await addClient(client);
    const scenario = await client.call(recordRoutes.createScenario, {
      body: {
        clientId: c.id,
        scenarioName: "Base",
        taxYear: 2027,
      },
    });
    await del(client, `/api/v1/clients/${c.id}`);
    const list = await client.get(`/api/v1/clients/${c.id}/scenarios`);
    expect([list.status, list.problem.code]).toEqual([404, "clients/not-found"]);
    expect((await client.get(`/api/v1/scenarios/${scenario.json.id}`)).status).toBe(404);
    const create = await client.call(recordRoutes.createScenario, {
      body: { clientId: c.id, scenarioName: "X" },
    });
    expect([create.status, create.problem.code]).toEqual([404, "clients/not-found"]);

    await client.post(`/api/v1/clients/${c.id}/restore`);
    const back = await client.get(`/api/v1/clients/${c.id}/scenarios`);
    expect(back.json.items).toHaveLength(1);
    const record = await client.get(`/api/v1/scenarios/${scenario.json.id}`);
    expect(record.json).toEqual(scenario.json);
  });
});
