import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntry } from "#server/db/schema";
import type { HttpClient } from "../../../test/support/http-client";
import { issueRoa } from "../../../test/support/record-of-advice-steps";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { openExport } from "../../../test/support/zip-reader";

let t: TestApp;
let adviser: HttpClient;
let adviserEmail: string;
let clientId: string;

const PROFILE = {
  clientName: "Thandi",
  clientSurname: "Nkosi",
  email: "thandi@example.co.za",
  idNumber: "8001015009087",
  employer: "Sasol Ltd",
  dependants: [{ name: "Lwazi Nkosi", dateOfBirth: "2014-03-09" }],
  tfsaContributionsLifetime: 120_000,
  tfsaContributionsThisTaxYear: 12_500,
  medicalSchemeMembers: 2,
};

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await subscribedAdviser(t, "Lerato Mokoena");
  adviser = signedIn.client;
  adviserEmail = signedIn.email;
  clientId = (await addClient(adviser, PROFILE)).id;
  for (const kind of KINDS) await addRecord(adviser, kind, clientId, "Plan A");
  const locked = await addRecord(adviser, KINDS[1], clientId, "Locked / final");
  expect((await adviser.post(`/api/v1/transfer-duties/${locked.id}/lock`)).status).toBe(200);
  const deleted = await addRecord(adviser, KINDS[2], clientId, "Dropped");
  expect((await del(adviser, `/api/v1/home-loan-repayments/${deleted.id}`)).status).toBe(204);
});
afterAll(async () => t.close());

const exportOf = (client: HttpClient, id: string) =>
  client.getBytes(`/api/v1/clients/${id}/export.zip`);

describe("exporting everything held about a client (POPIA s 23)", () => {
  it("is a ZIP of the profile, every record as stored with its report PDF, the audit trail and a manifest of SHA-256s", async () => {
    const response = await exportOf(adviser, clientId);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="Client data - Thandi Nkosi - \d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const zip = openExport(response.bytes);

    expect(zip.paths).toEqual([
      "README.txt",
      "audit/entries.json",
      "client/profile.json",
      "manifest.json",
      "records/Home loans/001 Plan A.json",
      "records/Home loans/001 Plan A.pdf",
      "records/Home loans/002 Dropped.json",
      "records/Home loans/002 Dropped.pdf",
      "records/Investment comparisons/001 Plan A.json",
      "records/Investment comparisons/001 Plan A.pdf",
      "records/Tax scenarios/001 Plan A.json",
      "records/Tax scenarios/001 Plan A.pdf",
      "records/Transfer duty/001 Plan A.json",
      "records/Transfer duty/001 Plan A.pdf",
      "records/Transfer duty/002 Locked final.json",
      "records/Transfer duty/002 Locked final.pdf",
      "summary/Summary - Thandi Nkosi.html",
    ]);
    // The profile is the client as the API gives it.
    expect(zip.json("client/profile.json")).toEqual(
      (await adviser.get(`/api/v1/clients/${clientId}`)).json,
    );
    // A record: stored inputs, result and version as the records API has them; the deleted one too.
    const scenarioJson = zip.json("records/Tax scenarios/001 Plan A.json");
    const scenarioApi = (await adviser.get(`/api/v1/scenarios/${scenarioJson.id}`)).json;
    expect(scenarioJson).toMatchObject({
      kind: "scenario",
      name: "Plan A",
      taxYear: 2027,
      version: scenarioApi.version,
      locked: false,
      inputs: scenarioApi.inputs,
      result: scenarioApi.result,
      reportPdf: "001 Plan A.pdf",
    });
    const locked = zip.json("records/Transfer duty/002 Locked final.json");
    expect(locked.locked).toBe(true);
    expect(locked.resultSnapshot).toEqual(locked.result);
    expect(locked.rateTableIds.length).toBeGreaterThan(0);
    expect(zip.json("records/Home loans/002 Dropped.json").deletedAt).not.toBeNull();
    for (const path of zip.paths.filter((p) => p.endsWith(".pdf"))) {
      expect(zip.text(path).startsWith("%PDF-"), path).toBe(true);
    }
    // The export is audited before it is sent, so it lists itself: who, when.
    const audit = zip.json("audit/entries.json");
    expect(audit).toEqual([
      expect.objectContaining({ action: "client/export", actorEmail: adviserEmail }),
    ]);
    expect(zip.manifest).toMatchObject({
      client: { id: clientId, fullName: "Thandi Nkosi" },
      erasureReference: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(zip.manifest.folders.map((f: { folder: string }) => f.folder)).toEqual([
      "summary",
      "client",
      "records",
      "advice-packs",
      "reports-issued",
      "audit",
    ]);
    expect(zip.text("README.txt")).toContain("Personal information held about Thandi Nkosi");
    expect(zip.text("README.txt")).toContain("summary/Summary - <your name>.html");
    expect(zip.manifest.files.map((f: { path: string }) => f.path)).toContain(
      "summary/Summary - Thandi Nkosi.html",
    );
  }, 120_000);

  it("has a summary a data subject can read: the profile in words, each record by name with its figures, no ids or codes", async () => {
    expect(
      (
        await adviser.request("PATCH", `/api/v1/clients/${clientId}`, {
          maritalStatus: "married",
          maritalRegime: "out-of-community-accrual",
          version: (await adviser.get(`/api/v1/clients/${clientId}`)).json.version,
        })
      ).status,
    ).toBe(200);
    const zip = openExport((await exportOf(adviser, clientId)).bytes);
    const summary = zip.text("summary/Summary - Thandi Nkosi.html");
    for (const words of [
      "Personal information held about Thandi Nkosi",
      "Out of community of property, with accrual",
      "Married",
      "Lwazi Nkosi, born 09 March 2014",
      "Sasol Ltd",
      "8001015009087",
      "Tax-free savings contributions so far",
      "The client and 1 dependant",
      "Locked / final",
      "Transfer duty",
      "Tax payable",
    ]) {
      expect(summary, words).toContain(words);
    }
    const text = summary.replace(/<[^>]+>/g, " ");
    expect(text.replace(/\s/g, " ")).toContain("R 12 500,00");
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(text).not.toContain(clientId);
    for (const code of [
      "out-of-community-accrual",
      "married\b",
      "transfer-duty",
      "home-loan-repayment",
    ]) {
      expect(text).not.toMatch(new RegExp(`(?<![\\w-])${code}`));
    }
  }, 120_000);

  it("holds each record-of-advice pack issued to the client, byte for byte as issued", async () => {
    const records = (await adviser.get(`/api/v1/clients/${clientId}/summary`)).json.records as {
      id: string;
      locked: boolean;
    }[];
    const lockedId = records.find((r) => r.locked)?.id;
    const issued = await issueRoa(adviser, clientId, [lockedId ?? ""]);
    expect(issued.status).toBe(201);
    const zip = openExport((await exportOf(adviser, clientId)).bytes);
    const [listed] = zip.json("advice-packs/packs.json");
    expect(listed).toMatchObject({ sha256: issued.json.sha256, pages: issued.json.pages });
    const pdf = zip.files[`advice-packs/${listed.file}`] ?? new Uint8Array();
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(issued.json.sha256);
  }, 120_000);

  it("each export is written to the audit trail with who asked", async () => {
    const before = await t.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.targetId, clientId));
    expect((await exportOf(adviser, clientId)).status).toBe(200);
    const after = await t.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.targetId, clientId));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      action: "client/export",
      targetType: "client",
      actorEmail: adviserEmail,
    });
  });

  it("exports a deleted client too, with its records (still held until erased)", async () => {
    const gone = (await addClient(adviser, { clientName: "Pieter", clientSurname: "Botha" })).id;
    await addRecord(adviser, KINDS[1], gone, "Erf 12");
    expect((await del(adviser, `/api/v1/clients/${gone}`)).status).toBe(204);
    const zip = openExport((await exportOf(adviser, gone)).bytes);
    expect(zip.json("client/profile.json").deletedAt).not.toBeNull();
    expect(zip.paths).toContain("records/Transfer duty/001 Erf 12.pdf");
  });

  it("another company's client, or an unknown id, is 404 and nothing is audited", async () => {
    const other = (await subscribedAdviser(t, "Bongani Buthelezi")).client;
    const count = async () => (await t.database.db.select().from(auditEntry)).length;
    const before = await count();
    const stolen = await other.get(`/api/v1/clients/${clientId}/export.zip`);
    expect(stolen.status).toBe(404);
    expect(stolen.json.code).toBe("clients/not-found");
    expect((await other.get("/api/v1/clients/not-a-uuid/export.zip")).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
