import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { record, recordVersion, reportIssue } from "#server/db/schema";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, del, put, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { openExport } from "../../../test/support/zip-reader";

/*
 * ADR 034: every version a record reaches is kept (the database writes it, whatever path saved,
 * locked, unlocked, deleted or restored), and the client's export holds them all; a single
 * record's report downloaded as a file is kept as issued and listed on the client's timeline.
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

const LOAN = { loanAmount: 1_500_000, annualInterestRatePercent: 11.75, termYears: 20 };

async function addLoan(owner: string, description = "Main house") {
  const res = await a.post("/api/v1/home-loan-repayments", { clientId: owner, description });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

const versionsOf = (recordId: string) =>
  t.database.db
    .select()
    .from(recordVersion)
    .where(eq(recordVersion.recordId, recordId))
    .orderBy(recordVersion.version);

describe("a record's versions are all kept", () => {
  it("create, two saves, lock, unlock, delete and restore: one stored version each, as it was then", async () => {
    const owner = (await addClient(a)).id;
    const loan = await addLoan(owner);
    const first = await put(a, `/api/v1/home-loan-repayments/${loan.id}`, {
      version: loan.version,
      description: "Main house",
      inputs: { ...loan.inputs, loanAmount: 1_600_000 },
    });
    const second = await put(a, `/api/v1/home-loan-repayments/${loan.id}`, {
      version: first.json.version,
      description: "Main house, 25 years",
      inputs: { ...first.json.inputs, termYears: 25 },
    });
    expect(second.status).toBe(200);
    expect((await a.post(`/api/v1/home-loan-repayments/${loan.id}/lock`)).status).toBe(200);
    expect((await a.post(`/api/v1/home-loan-repayments/${loan.id}/unlock`)).status).toBe(200);
    expect((await del(a, `/api/v1/home-loan-repayments/${loan.id}`)).status).toBe(204);
    expect((await a.post(`/api/v1/home-loan-repayments/${loan.id}/restore`)).status).toBe(200);
    const now = (await a.get(`/api/v1/home-loan-repayments/${loan.id}`)).json;

    const versions = await versionsOf(loan.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(now.version).toBe(7);
    expect(versions.map((v) => (v.inputs as typeof LOAN).loanAmount)).toEqual([
      loan.inputs.loanAmount,
      1_600_000,
      1_600_000,
      1_600_000,
      1_600_000,
      1_600_000,
      1_600_000,
    ]);
    expect(versions.map((v) => v.name)).toEqual([
      "Main house",
      "Main house",
      ...Array(5).fill("Main house, 25 years"),
    ]);
    expect(versions.map((v) => v.locked)).toEqual([false, false, false, true, false, false, false]);
    expect(versions.map((v) => v.deletedAt !== null)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(versions.at(-1)?.inputs).toEqual(now.inputs);
  });

  it("a refused save (stale version) stores no version", async () => {
    const owner = (await addClient(a)).id;
    const loan = await addLoan(owner);
    await put(a, `/api/v1/home-loan-repayments/${loan.id}`, {
      version: loan.version,
      description: "Main house",
      inputs: { ...loan.inputs, loanAmount: 1_700_000 },
    });
    const stale = await put(a, `/api/v1/home-loan-repayments/${loan.id}`, {
      version: loan.version,
      description: "Main house",
      inputs: { ...loan.inputs, loanAmount: 1_900_000 },
    });
    expect(stale.status).toBe(409);
    const versions = await versionsOf(loan.id);
    expect(versions.map((v) => (v.inputs as typeof LOAN).loanAmount)).toEqual([
      loan.inputs.loanAmount,
      1_700_000,
    ]);
  });

  it("the client's export holds every version of each record; erasing the client removes them", async () => {
    const owner = await addClient(a, { clientName: "Thandi", clientSurname: "Nkosi" });
    const loan = await addLoan(owner.id);
    const saved = await put(a, `/api/v1/home-loan-repayments/${loan.id}`, {
      version: loan.version,
      description: "Main house",
      inputs: { ...loan.inputs, loanAmount: 1_650_000 },
    });
    expect(saved.status).toBe(200);
    const zip = openExport((await a.getBytes(`/api/v1/clients/${owner.id}/export.zip`)).bytes);
    const stored = zip.json("records/Home loans/001 Main house.json");
    expect(stored.version).toBe(2);
    expect(stored.versions).toEqual([
      expect.objectContaining({ version: 1, name: "Main house", inputs: loan.inputs }),
      expect.objectContaining({ version: 2, name: "Main house", inputs: saved.json.inputs }),
    ]);
    expect(stored.versions[0].savedAt).toBe(loan.createdAt);

    const erased = await a.post(`/api/v1/clients/${owner.id}/erase`, {
      confirmName: "Thandi Nkosi",
      reason: "client-request",
    });
    expect(erased.status, JSON.stringify(erased.json)).toBe(200);
    expect(await versionsOf(loan.id)).toEqual([]);
  }, 120_000);

  it("a deleted record row takes its own versions and no other record's (ADR 042: by trigger, not key)", async () => {
    const owner = await addClient(a, { clientName: "Sipho", clientSurname: "Dlamini" });
    const gone = await addLoan(owner.id, "Gone");
    const kept = await addLoan(owner.id, "Kept");
    const saved = await put(a, `/api/v1/home-loan-repayments/${gone.id}`, {
      version: gone.version,
      description: "Gone",
      inputs: { ...gone.inputs, loanAmount: 1_650_000 },
    });
    expect(saved.status).toBe(200);
    expect((await versionsOf(gone.id)).map((v) => v.version)).toEqual([1, 2]);

    await t.database.db.delete(record).where(eq(record.id, gone.id));

    expect(await versionsOf(gone.id)).toEqual([]);
    expect((await versionsOf(kept.id)).map((v) => v.version)).toEqual([1]);
  });
});

describe("a single record's report issued as a file", () => {
  it("each download (PDF, Word, Excel, CSV) is kept and listed on the client's timeline; the screen's report is not", async () => {
    const owner = (await addClient(a)).id;
    const loan = await addLoan(owner);
    const base = `/api/v1/home-loan-repayments/${loan.id}/report`;
    expect((await a.get(base)).status).toBe(200);
    for (const suffix of [".pdf", ".docx", ".xlsx", ".csv"]) {
      expect((await a.getBytes(`${base}${suffix}`)).status, suffix).toBe(200);
    }
    const summary = (await a.get(`/api/v1/clients/${owner}/summary`)).json;
    const issued = summary.timeline.filter((e: { type: string }) => e.type === "report-issued");
    expect(issued.map((e: { text: string }) => e.text).sort()).toEqual([
      "Home loan “Main house”: report issued as CSV",
      "Home loan “Main house”: report issued as Excel",
      "Home loan “Main house”: report issued as PDF",
      "Home loan “Main house”: report issued as Word",
    ]);
    for (const e of issued) expect(e.record).toEqual({ kind: "home-loan-repayment", id: loan.id });
    // Not reviewed yet: the downloads are among the changes too.
    expect(
      summary.review.changes.filter((e: { type: string }) => e.type === "report-issued"),
    ).toHaveLength(4);
    const rows = await t.database.db
      .select()
      .from(reportIssue)
      .where(eq(reportIssue.recordId, loan.id));
    expect(rows.map((r) => r.recordVersion)).toEqual([1, 1, 1, 1]);

    // The export lists them; a deleted record's downloads leave the timeline with it.
    const zip = openExport((await a.getBytes(`/api/v1/clients/${owner}/export.zip`)).bytes);
    expect(zip.json("reports-issued/reports.json")).toHaveLength(4);
    expect((await del(a, `/api/v1/home-loan-repayments/${loan.id}`)).status).toBe(204);
    const after = (await a.get(`/api/v1/clients/${owner}/summary`)).json;
    expect(after.timeline.filter((e: { type: string }) => e.type === "report-issued")).toEqual([]);
  }, 120_000);

  it("another company's download is refused and keeps nothing", async () => {
    const owner = (await addClient(a)).id;
    const loan = await addLoan(owner);
    for (const suffix of [".pdf", ".docx", ".xlsx", ".csv"]) {
      const refused = await b.getBytes(`/api/v1/home-loan-repayments/${loan.id}/report${suffix}`);
      expect(refused.status, suffix).toBe(404);
    }
    const rows = await t.database.db
      .select()
      .from(reportIssue)
      .where(inArray(reportIssue.recordId, [loan.id]));
    expect(rows).toEqual([]);
  });
});
