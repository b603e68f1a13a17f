import type { ClientSummaryResponse } from "@adviser-desk/contracts";
import { formatDate, formatMoney } from "@adviser-desk/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyFor, signedInAdviser } from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  put,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * The client summary: headline figures from the stored records through the finance engine (the
 * same numbers the records API returns), the timeline, and "changed since the last review".
 */

let t: TestApp;
let a: HttpClient;
let clientId: string;
const records: Record<string, { id: string; result: Record<string, unknown>; inputs: unknown }> =
  {};

const kind = (k: string) => {
  const found = KINDS.find((x) => x.kind === k);
  if (!found) throw new Error(k);
  return found;
};
const summary = async (id = clientId): Promise<ClientSummaryResponse> => {
  const res = await a.get(`/api/v1/clients/${id}/summary`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
};
const figure = (s: ClientSummaryResponse, k: string, label: string) =>
  s.keyFigures.find((f) => f.kind === k)?.figures.find((f) => f.label === label)?.value;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: a } = await subscribedAdviser(t, "Thandi Mokoena"));
  clientId = (
    await addClient(a, {
      clientName: "Sipho",
      clientSurname: "Ndlovu",
      title: "Mr",
      dateOfBirth: "1980-01-01",
      idNumber: "8001015009087",
      employer: "Acme (Pty) Ltd",
      retirementFunds: [{ fund: "Acme Pension Fund", value: 1_250_000.5 }],
    })
  ).id;
  for (const k of KINDS) {
    // An older record first: the summary must show the newest of each kind.
    await addRecord(a, k, clientId, "Older");
    const made = await addRecord(a, k, clientId, "Newest");
    records[k.kind] = { id: made.id, result: made.result, inputs: made.inputs };
  }
}, 120_000);
afterAll(async () => t.close());

describe("GET /api/v1/clients/:id/summary", () => {
  it("shows the newest record of each kind with the engine's figures, formatted en-ZA", async () => {
    const s = await summary();
    expect(s.keyFigures.map((k) => [k.kind, k.recordName])).toEqual([
      ["scenario", "Newest"],
      ["transfer-duty", "Newest"],
      ["home-loan-repayment", "Newest"],
      ["investment-comparison", "Newest"],
    ]);
    const tax = records.scenario?.result as {
      taxPayable: number;
      estimatedFigures: string[];
    };
    expect(figure(s, "scenario", "Tax payable")).toBe(formatMoney(tax.taxPayable));
    // Flagged as the report flags it: the tax year's table has unconfirmed figures.
    expect(tax.estimatedFigures.length).toBeGreaterThan(0);
    const payable = s.keyFigures[0]?.figures.find((f) => f.label === "Tax payable");
    expect(payable?.estimate).toBe(true);
    expect(s.keyFigures[2]?.figures.every((f) => !f.estimate)).toBe(true);
    const bond = records["home-loan-repayment"]?.result as {
      instalment: number;
      payoffDate: string;
    };
    expect(figure(s, "home-loan-repayment", "Monthly instalment")).toBe(
      formatMoney(bond.instalment),
    );
    expect(figure(s, "home-loan-repayment", "Paid off")).toBe(formatDate(bond.payoffDate));
    const transfer = records["transfer-duty"]?.result as { cashNeeded: number };
    expect(figure(s, "transfer-duty", "Cash needed")).toBe(formatMoney(transfer.cashNeeded));
    const invest = records["investment-comparison"]?.result as { bestLabel: string };
    expect(figure(s, "investment-comparison", "Best option")).toBe(invest.bestLabel);
    expect(s.records.map((r) => [r.kind, r.name])).toEqual(
      KINDS.flatMap((k) => [
        [k.kind, "Newest"],
        [k.kind, "Older"],
      ]),
    );
  });

  it("lists the profile; identity numbers are marked and left out of the printable blocks", async () => {
    const s = await summary();
    expect(s.profile).toContainEqual({ label: "Name", value: "Mr Sipho Ndlovu", identity: false });
    expect(s.profile).toContainEqual({
      label: "Retirement fund: Acme Pension Fund",
      value: formatMoney(1_250_000.5),
      identity: false,
    });
    expect(s.profile).toContainEqual({
      label: "ID number",
      value: "8001015009087",
      identity: true,
    });
    expect(JSON.stringify(s.blocks)).not.toContain("8001015009087");
  });

  it("a timeline of creations, changes and locks, newest first", async () => {
    const home = kind("home-loan-repayment");
    const id = records["home-loan-repayment"]?.id;
    expect((await a.post(`/api/v1/${home.path}/${id}/lock`)).status).toBe(200);
    const s = await summary();
    const types = s.timeline.map((e) => e.type);
    expect(types.filter((x) => x === "created")).toHaveLength(8);
    expect(s.timeline[0]).toMatchObject({
      type: "locked",
      text: "Home loan “Newest” locked",
      record: { kind: "home-loan-repayment", id },
    });
    // A lock is not also a change.
    expect(s.timeline.some((e) => e.type === "changed" && e.record?.id === id)).toBe(false);
    const sorted = [...s.timeline].sort((x, y) => (x.at < y.at ? 1 : -1));
    expect(s.timeline.map((e) => e.at)).toEqual(sorted.map((e) => e.at));
  });

  it("mark reviewed: nothing changed since; a later change is listed, a deleted record is not", async () => {
    const never = await summary();
    expect(never.review.lastReviewedAt).toBeNull();
    expect(never.review.changes).toEqual(never.timeline);

    const reviewed = await a.post(`/api/v1/clients/${clientId}/review`);
    expect(reviewed.status).toBe(200);
    const after = await summary();
    expect(after.review.lastReviewedAt).toBe(reviewed.json.lastReviewedAt);
    expect(after.review.lastReviewedText).toBe(formatDate(reviewed.json.lastReviewedAt));
    expect(after.review.changes).toEqual([]);

    const scenario = kind("scenario");
    const id = records.scenario?.id;
    const current = (await a.get(`/api/v1/${scenario.path}/${id}`)).json;
    const saved = await put(a, `/api/v1/${scenario.path}/${id}`, {
      version: current.version,
      ...scenario.names("Newest, revised"),
      inputs: current.inputs,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const changed = await summary();
    expect(changed.review.changes.map((e) => [e.type, e.text])).toEqual([
      ["changed", "Tax scenario “Newest, revised” changed"],
    ]);

    const older = (await a.get(`/api/v1/clients/${clientId}/${kind("transfer-duty").path}`)).json
      .items[1];
    expect((await del(a, `/api/v1/transfer-duties/${older.id}`)).status).toBe(204);
    const fewer = await summary();
    expect(fewer.timeline.some((e) => e.record?.id === older.id)).toBe(false);
  });

  it("unknown client → 404, deleted client → 409, both for the summary and for mark reviewed", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const url of [`/api/v1/clients/${unknown}/summary`, `/api/v1/clients/x/summary`]) {
      const res = await a.get(url);
      expect([res.status, res.json.code]).toEqual([404, "clients/not-found"]);
    }
    expect((await a.post(`/api/v1/clients/${unknown}/review`)).status).toBe(404);
    const gone = (await addClient(a, { clientName: "Gone", clientSurname: "Soon" })).id;
    expect((await del(a, `/api/v1/clients/${gone}`)).status).toBe(204);
    const deleted = await a.get(`/api/v1/clients/${gone}/summary`);
    expect([deleted.status, deleted.json.code]).toEqual([409, "clients/deleted"]);
    expect((await a.post(`/api/v1/clients/${gone}/review`)).status).toBe(409);
  });

  it("an empty file: profile only, no figures, no timeline", async () => {
    const empty = (await addClient(a, { clientName: "New", clientSurname: "Client" })).id;
    const s = await summary(empty);
    expect(s.keyFigures).toEqual([]);
    expect(s.timeline).toEqual([]);
    expect(s.blocks.map((b) => b.title)).toEqual(["Client profile"]);
  });

  it("without a subscription → 402", async () => {
    const { client } = await signedInAdviser(t, "Not Subscribed");
    await createCompanyFor(client);
    const res = await client.get(`/api/v1/clients/${clientId}/summary`);
    expect([res.status, res.json.code]).toEqual([402, "subscription/required"]);
    expect((await client.post(`/api/v1/clients/${clientId}/review`)).status).toBe(402);
  });
});
