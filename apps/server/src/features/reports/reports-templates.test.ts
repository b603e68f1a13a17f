import { SPEC_TEMPLATE_FIELDS } from "@adviser-desk/contracts";
import { formatMoney } from "@adviser-desk/format";
import { Document, Packer, Paragraph, TextRun } from "docx";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntry } from "#server/db/schema";
import { hasAccountImage } from "#server/documents/docx/account-image";
import { validateTemplate } from "#server/documents/docx/validate-template";
import { signedInAdviser } from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, addRecord, KINDS, subscribedAdviser } from "../../../test/support/record-steps";
import { docxContent, plain } from "../../../test/support/report-readers";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * Administrators replace a kind's Word template. A template a report could not fill completely
 * (unknown placeholder or loop, broken {…}) is refused at upload with a message saying which
 * placeholder and where; every upload and reset is audited.
 */

const ADMIN = "templates.admin@example.co.za";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
let t: TestApp;
let admin: HttpClient;
let adviser: HttpClient;
let scenario: { id: string; result: { taxPayable: number } };

/** A Word document with one paragraph per line (a line may hold placeholders). */
const wordFile = (...lines: string[]) =>
  Packer.toBuffer(
    new Document({
      sections: [
        { children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) },
      ],
    }),
  );

const upload = (client: HttpClient, kind: string, body: Buffer, name = "Our template.docx") =>
  client.request("PUT", `/api/v1/admin/report-templates/${kind}`, body, {
    "content-type": DOCX,
    "x-file-name": name,
  });

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = (await signedInAdviser(t, "Template Admin", ADMIN)).client;
  ({ client: adviser } = await subscribedAdviser(t, "Lerato Mokoena"));
  const clientId = (await addClient(adviser, { clientName: "Zoë", clientSurname: "van der Merwe" }))
    .id;
  const scenarioKind = KINDS[0];
  scenario = await addRecord(adviser, scenarioKind, clientId, "Retire at 60", {
    inputs: { age: 50, salary: 900_000 },
  });
});
afterAll(async () => t.close());

describe("who may manage templates", () => {
  it("a subscriber who is not an administrator gets 403 on every template route", async () => {
    const file = await wordFile("Hello {clientFullName}");
    for (const res of [
      await adviser.get("/api/v1/admin/report-templates"),
      await adviser.get("/api/v1/admin/report-templates/scenario"),
      await upload(adviser, "scenario", file),
      await adviser.request("DELETE", "/api/v1/admin/report-templates/scenario"),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("auth/permission-denied");
    }
  });

  it("lists the built-in template of each kind with the placeholders it may use", async () => {
    const res = await admin.get("/api/v1/admin/report-templates");
    expect(res.status).toBe(200);
    expect(res.json.items.map((i: { kind: string }) => i.kind)).toEqual(KINDS.map((k) => k.kind));
    for (const item of res.json.items) {
      expect(item.source).toBe("built-in");
      expect(item.fields).toEqual(
        expect.arrayContaining(["taxYear", "scenarioName", "accountImage"]),
      );
    }
    expect((await admin.get("/api/v1/admin/report-templates/payslip")).status).toBe(404);
  });

  it("the built-in template downloads as .docx with every spec placeholder and passes the upload check", async () => {
    for (const { kind } of KINDS) {
      const res = await admin.get(`/api/v1/admin/report-templates/${kind}`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe(DOCX);
      const placeholders = docxContent(res.raw).text.match(/\{[^}]+\}/g) ?? [];
      expect(placeholders).toEqual(
        expect.arrayContaining(
          // accountEmail is the sign-in address: custom templates receive it, but the built-in one
          // names the company's e-mail as the adviser's contact (as /company shows it).
          SPEC_TEMPLATE_FIELDS.filter((f) => f !== "accountImage" && f !== "accountEmail").map(
            (f) => `{${f}}`,
          ),
        ),
      );
      expect(placeholders).not.toContain("{accountEmail}");
      expect(hasAccountImage(docxContent(res.raw).documentXml)).toBe(true);
      expect(() => validateTemplate(kind, res.raw)).not.toThrow();
    }
  });
});

describe("the tax year prints only where the record has one", () => {
  it("the built-in Word report of a scenario has the tax-year line; the other kinds have none", async () => {
    const clientId = (await addClient(adviser, { clientName: "Sipho", clientSurname: "Dlamini" }))
      .id;
    for (const kind of KINDS) {
      const record = await addRecord(adviser, kind, clientId, "Year check");
      const res = await adviser.get(`/api/v1/${kind.path}/${record.id}/report.docx`);
      expect(res.status).toBe(200);
      const text = docxContent(res.raw).text;
      expect(text).toContain("Prepared for Sipho Dlamini");
      if (kind.kind === "scenario") expect(text).toMatch(/Tax year\s+2027/);
      else expect(text, kind.kind).not.toMatch(/Tax year|taxYear/);
    }
  });

  it("the investment Word report's year grids have a column per option, headed by its name", async () => {
    const clientId = (await addClient(adviser, { clientName: "Lwazi", clientSurname: "Zulu" })).id;
    const kind = KINDS[3];
    const record = await addRecord(adviser, kind, clientId, "Two options");
    const res = await adviser.get(`/api/v1/${kind.path}/${record.id}/report.docx`);
    const xml = docxContent(res.raw).documentXml;
    const grid = xml.slice(xml.indexOf("Year by year: in today"));
    const firstTable = grid.slice(grid.indexOf("<w:tbl>"), grid.indexOf("</w:tbl>"));
    const header = firstTable.slice(0, firstTable.indexOf("</w:tr>"));
    expect(header.match(/<w:tc>/g)).toHaveLength(3);
    expect(header).toContain("Unit trust");
    expect(header).toContain("Tax-free savings account");
    expect(firstTable).not.toMatch(/\{option\d/);
  });

  it("an uploaded template may use {taxYear} as a condition ({#taxYear} and {^taxYear})", async () => {
    const file = await wordFile(
      "{#taxYear}Tax year: {taxYear}{/taxYear}{^taxYear}No tax year{/taxYear}",
      "{#yearly}{#taxYear}{year}{/taxYear}{/yearly}",
    );
    expect(() => validateTemplate("home-loan-repayment", file)).not.toThrow();
    const misspelt = await wordFile("{#taxYr}Tax year {taxYear}{/taxYr}");
    expect(() => validateTemplate("scenario", misspelt)).toThrow(/Unknown loop \{#taxYr\}/);
    const unknownInside = await wordFile("{#taxYear}{month}{/taxYear}");
    expect(() => validateTemplate("scenario", unknownInside)).toThrow(
      /Unknown placeholder \{month\}/,
    );
  });
});

describe("upload validation: refused with what and where, nothing stored", () => {
  it.each([
    [
      "an unknown placeholder",
      ["Report for {clientFullName}", "Dear {clientFulName},"],
      /Unknown placeholder \{clientFulName\} — in the document body, paragraph 2: "Dear \{clientFulName\},"/,
    ],
    ["an unclosed tag", ["Tax payable: {taxPayable"], /paragraph 1: "Tax payable: \{taxPayable"/],
    [
      "an unknown loop",
      ["{#payslips}{amount}{/payslips}"],
      /Unknown loop \{#payslips\} — in the document body, paragraph 1/,
    ],
    [
      "a field that is not in the loop",
      ["{#yearly}{month}{/yearly}"],
      /Unknown placeholder \{month\} — in the document body, paragraph 1.*Inside \{#yearly\} use: year, /,
    ],
    [
      "accountImage as text",
      ["{accountImage}"],
      /\{accountImage\} cannot be text: insert a picture and set its alt text to accountImage/,
    ],
  ])("%s", async (name, lines, message) => {
    const kind = name.includes("loop") ? "home-loan-repayment" : "scenario";
    const res = await upload(admin, kind, await wordFile(...lines));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("report-templates/invalid-template");
    expect(res.json.detail).toMatch(message);
    const list = await admin.get("/api/v1/admin/report-templates");
    expect(list.json.items.every((i: { source: string }) => i.source === "built-in")).toBe(true);
  });

  it("a file that is not a Word document", async () => {
    const res = await upload(admin, "scenario", Buffer.from("%PDF-1.7 not a docx"));
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/not a Word document/);
  });
});

describe("a replacement template is used, audited, and can be reset", () => {
  it("upload → the Word report uses it; reset → the built-in again; both audited", async () => {
    const file = await wordFile(
      "Hello {clientFullName}, from {firstName} at {companyName} ({phone}).",
      "Tax year {taxYear}, {scenarioName}: tax payable {taxPayable}.",
    );
    const res = await upload(admin, "scenario", file, "Bespoke scenario.docx");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      source: "uploaded",
      fileName: "Bespoke scenario.docx",
      uploadedBy: ADMIN,
    });

    const report = await adviser.get(`/api/v1/scenarios/${scenario.id}/report.docx`);
    const body = docxContent(report.raw).text;
    expect(body).toContain(
      "Hello Zoë van der Merwe, from Lerato at Mokoena Financial Planning (+27 82 555 0101).",
    );
    expect(body).toContain(
      `Tax year 2027, Retire at 60: tax payable ${plain(formatMoney(scenario.result.taxPayable))}.`,
    );

    const downloaded = await admin.get("/api/v1/admin/report-templates/scenario");
    expect(downloaded.raw).toEqual(file);

    expect((await admin.request("DELETE", "/api/v1/admin/report-templates/scenario")).status).toBe(
      204,
    );
    const after = await adviser.get(`/api/v1/scenarios/${scenario.id}/report.docx`);
    expect(docxContent(after.raw).text).toContain("How it was worked out");

    const entries = await t.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.targetType, "report-template"), eq(auditEntry.targetId, "scenario")))
      .orderBy(auditEntry.at);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ["report-template/upload", ADMIN],
      ["report-template/reset", ADMIN],
    ]);
    expect(entries[0]?.before).toMatchObject({ source: "built-in" });
    expect(entries[1]?.before).toMatchObject({
      source: "uploaded",
      fileName: "Bespoke scenario.docx",
    });
  });
});
