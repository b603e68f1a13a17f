import type { RateTableRef } from "@adviser-desk/contracts";
import { taxYearTable } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateTable } from "#server/db/schema";
import { NEWEST_VERSION_TTL_MS } from "#server/features/rate-tables/rate-table-store";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, addRecord, KINDS, subscribedAdviser } from "../../../test/support/record-steps";
import { docxContent, pdfText, plain } from "../../../test/support/report-readers";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * A report of locked advice is the same document every time: an administrator's correction of a
 * rate table (a new version) changes the open scenario's report, not the locked one's.
 */

let t: TestApp;
let client: HttpClient;
let locked: { id: string };
let open: { id: string };
const INPUTS = {
  age: 44,
  salary: 850_000,
  payePaid: 190_000,
  medicalSchemeMembers: 2,
  medicalSchemeMonths: 12,
  medicalSchemeFees: 60_000,
};

beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await subscribedAdviser(t));
  const clientId = (await addClient(client)).id;
  const scenario = KINDS[0];
  locked = await addRecord(client, scenario, clientId, "Locked advice", { inputs: INPUTS });
  open = await addRecord(client, scenario, clientId, "Open draft", { inputs: INPUTS });
  expect((await client.post(`/api/v1/scenarios/${locked.id}/lock`)).status).toBe(200);
});
afterAll(async () => t.close());

const pdfOf = async (id: string) => {
  const res = await client.get(`/api/v1/scenarios/${id}/report.pdf`);
  expect(res.status).toBe(200);
  return (await pdfText(res.raw)).text;
};

describe("locked reports do not change when rate tables do", () => {
  it("after a new 2027 table version: the locked PDF and Word text are identical, the open one moves", async () => {
    const lockedPdf = await pdfOf(locked.id);
    const lockedDocx = docxContent(
      (await client.get(`/api/v1/scenarios/${locked.id}/report.docx`)).raw,
    ).text;
    const openBefore = await client.get(`/api/v1/scenarios/${open.id}/report`);

    // The correction: the main member's medical credit R20 a month higher (R240 less tax a year).
    const table = taxYearTable(2027);
    const credits = table.medicalCredits;
    const corrected = {
      ...table,
      medicalCredits: { ...credits, mainMember: credits.mainMember + 20 },
    };
    await t.database.db.insert(rateTable).values({
      kind: "tax-year",
      key: "2027",
      version: 2,
      data: corrected,
      source: "Correction by the test administrator",
    });
    await new Promise((resolve) => setTimeout(resolve, NEWEST_VERSION_TTL_MS + 200));

    expect(await pdfOf(locked.id)).toBe(lockedPdf);
    expect(
      docxContent((await client.get(`/api/v1/scenarios/${locked.id}/report.docx`)).raw).text,
    ).toBe(lockedDocx);

    const openAfter = await client.get(`/api/v1/scenarios/${open.id}/report`);
    const taxOf = (json: { blocks: { type: string; rows?: { key: string; value: string }[] }[] }) =>
      json.blocks.flatMap((b) => b.rows ?? []).find((r) => r.key === "taxPayable")?.value;
    const record = await client.get(`/api/v1/scenarios/${open.id}`);
    expect(record.status, record.body).toBe(200);
    expect(record.json.rateTables.map((r: RateTableRef) => r.version)).toEqual([2]);
    expect(taxOf(openAfter.json)).toBe(formatMoney(record.json.result.taxPayable));
    expect(taxOf(openAfter.json)).not.toBe(taxOf(openBefore.json));
    // The administrator's note on the new version stays in the admin screens.
    expect(JSON.stringify(openAfter.json.basis)).not.toContain("Correction by the test");
    expect(plain(await pdfOf(open.id))).not.toContain("Correction by the test administrator");
  }, 60_000); // three PDFs and two Word files, and a wait for the rate-table cache to expire
});
