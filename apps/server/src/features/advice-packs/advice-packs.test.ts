import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { RoaContent, RoaRecord } from "@adviser-desk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyFor, signedInAdviser } from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import {
  completeRoaContent,
  issueRoa,
  saveRoa,
} from "../../../test/support/record-of-advice-steps";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  put,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { lintMoney, lintText, overlaps, pdfBoxes } from "../../../test/support/report-lint";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * The record of advice: written as a draft, refused while a required section is empty (s7(2)),
 * issued once and stored, downloaded again byte for byte however the records change afterwards,
 * re-issued as a new version; every s9 item printed, its pages numbered across the document, its
 * contents pointing at the right pages, and its text held to the report lint.
 */

let t: TestApp;
let a: HttpClient;
let clientId: string;
const ids: Record<string, string> = {};
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const kind = (k: string) => {
  const found = KINDS.find((x) => x.kind === k);
  if (!found) throw new Error(k);
  return found;
};

const COMPANY = {
  accountName: "Mokoena Wealth (Pty) Ltd",
  contactPerson: { firstName: "Thandi", lastName: "Mokoena" },
  email: "thandi@mokoenawealth.co.za",
  telephone: { phoneCountryCode: "+27", phoneNumber: "082 555 1234" },
};

beforeAll(async () => {
  t = await createTestApp();
  ({ client: a } = await subscribedAdviser(t, "Thandi Mokoena", COMPANY));
  clientId = (await addClient(a, { clientName: "Sipho", clientSurname: "Ndlovu" })).id;
  for (const k of KINDS) ids[k.kind] = (await addRecord(a, k, clientId, `${k.kind} plan`)).id;
  const locked = kind("home-loan-repayment");
  expect((await a.post(`/api/v1/${locked.path}/${ids["home-loan-repayment"]}/lock`)).status).toBe(
    200,
  );
}, 120_000);
afterAll(async () => t.close());

const issue = (recordIds: string[], content?: RoaContent) =>
  issueRoa(a, clientId, recordIds, content);
const draftOf = (id = clientId, client = a) => client.get(`/api/v1/clients/${id}/record-of-advice`);

async function download(url: string): Promise<Buffer> {
  const res = await a.get(url);
  expect(res.status, url).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  const dir = process.env.REPORT_DUMP_DIR;
  if (dir) writeFileSync(path.join(dir, `advice-pack-${url.split("/")[4]}.pdf`), res.raw);
  return res.raw;
}

describe("the FSP number on /company", () => {
  it("is optional, stored as its digits, and refused when it is not an FSP number", async () => {
    expect((await a.get("/api/v1/company")).json.fspNumber).toBeNull();
    const bad = await a.request("PATCH", "/api/v1/company", { fspNumber: "12A45" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("FSP number");
    expect((await a.get("/api/v1/company")).json.fspNumber).toBeNull();
    const good = await a.request("PATCH", "/api/v1/company", { fspNumber: "FSP 12345" });
    expect([good.status, good.json.fspNumber]).toEqual([200, "12345"]);
  });
});

describe("writing the draft", () => {
  it("starts empty (version 0), draws the calculations from the file and names every empty section", async () => {
    const draft = await draftOf();
    expect(draft.status).toBe(200);
    expect(draft.json.version).toBe(0);
    expect(draft.json.nextIssueNumber).toBe(1);
    const sections = new Set(draft.json.problems.map((p: { section: string }) => p.section));
    expect([...sections].sort()).toEqual(["basis", "fees", "needs", "products"]);
    const records = draft.json.records as RoaRecord[];
    expect(records.map((r) => r.id).sort()).toEqual(Object.values(ids).sort());
    const comparison = records.find((r) => r.kind === "investment-comparison");
    expect(comparison?.evidence.length).toBeGreaterThanOrEqual(2);
    expect(comparison?.evidence[0]?.text).toMatch(/ranked (first|second|third) of the \d options/);
    const scenario = records.find((r) => r.kind === "scenario");
    expect(scenario?.tables.join(" ")).toMatch(/20\d\d/);
    // Identity numbers never reach a client document.
    expect(draft.json.profile.map((l: { label: string }) => l.label)).not.toContain("ID number");
  });

  it("saves over the version read; a stale version is a conflict and changes nothing", async () => {
    const saved = await saveRoa(a, clientId, completeRoaContent([ids.scenario as string]));
    const stale = await a.request("PUT", `/api/v1/clients/${clientId}/record-of-advice`, {
      version: saved.version - 1,
      content: completeRoaContent([]),
    });
    expect([stale.status, stale.json.code]).toEqual([409, "record-of-advice/version-conflict"]);
    expect((await draftOf()).json.content.basis.recordIds).toEqual([ids.scenario]);
  });

  it("a record of another client, a deleted one, or no such id → 404 records/not-found; nothing saved", async () => {
    const other = (await addClient(a, { clientName: "Other", clientSurname: "Person" })).id;
    const theirs = (await addRecord(a, kind("scenario"), other, "Theirs")).id;
    const gone = (await addRecord(a, kind("scenario"), clientId, "Gone")).id;
    expect((await del(a, `/api/v1/scenarios/${gone}`)).status).toBe(204);
    const before = (await draftOf()).json;
    for (const id of [theirs, gone, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await a.request("PUT", `/api/v1/clients/${clientId}/record-of-advice`, {
        version: before.version,
        content: completeRoaContent([id]),
      });
      expect([res.status, res.json.code], id).toEqual([404, "records/not-found"]);
    }
    expect((await draftOf()).json.version).toBe(before.version);
  });
});

describe("issuing", () => {
  it("refuses while a required section is empty, naming the sections (s7(2)); nothing issued", async () => {
    const content = completeRoaContent([ids.scenario as string]);
    const gaps: RoaContent = {
      ...content,
      needs: { ...content.needs, objectives: " ", riskAnswers: [1, null, 2, 2, 2] },
      products: [
        {
          ...(content.products[0] as RoaContent["products"][number]),
          replaces: {
            existingProduct: "Old endowment",
            existingProvider: "",
            fees: { existing: "2 % a year", proposed: "" },
            penalties: { existing: "", proposed: "" },
            taxConsequences: { existing: "", proposed: "" },
            terms: { existing: "", proposed: "" },
            risk: { existing: "", proposed: "" },
          },
        },
      ],
      fees: [],
    };
    const res = await issue([ids.scenario as string], gaps);
    expect([res.status, res.json.code]).toEqual([400, "record-of-advice/incomplete"]);
    const sections = res.json.problems.map((p: { section: string }) => p.section);
    expect(new Set(sections)).toEqual(new Set(["needs", "replacement", "fees"]));
    expect(res.json.problems.map((p: { message: string }) => p.message)).toEqual(
      expect.arrayContaining([
        "Describe the client's needs and objectives.",
        "Answer every question of the risk profile.",
        "Retirement annuity: fees and charges, fill in both products.",
      ]),
    );
    expect((await a.get(`/api/v1/clients/${clientId}/advice-packs`)).json.items).toEqual([]);
  });

  it("issues only the draft as read: a version that moved on is a conflict", async () => {
    const saved = await saveRoa(a, clientId, completeRoaContent([ids.scenario as string]));
    const res = await a.post(`/api/v1/clients/${clientId}/record-of-advice/issue`, {
      version: saved.version + 1,
    });
    expect([res.status, res.json.code]).toEqual([409, "record-of-advice/version-conflict"]);
  });
});

describe("an issued record of advice", () => {
  let pack: { id: string; sha256: string; pdfUrl: string; pages: number; roaNumber: number };
  let first: Buffer;
  let evidenceText = "";
  const ticked = () =>
    [
      ids["investment-comparison"],
      ids["home-loan-repayment"],
      ids.scenario,
      ids["transfer-duty"],
    ] as string[];

  it("is stored with its hash, number and the versions printed", async () => {
    const records = (await draftOf()).json.records as RoaRecord[];
    const comparison = records.find((r) => r.kind === "investment-comparison");
    const evidence = comparison?.evidence[0];
    if (!comparison || !evidence) throw new Error("no comparison result");
    evidenceText = evidence.text;
    const content = completeRoaContent(ticked(), { recordId: comparison.id, key: evidence.key });
    const base = content.products[0] as RoaContent["products"][number];
    content.products[0] = {
      ...base,
      replaces: {
        existingProduct: "Endowment policy",
        existingProvider: "Old Mutual",
        fees: { existing: "2,5 % a year of the fund", proposed: "0,9 % a year of the fund" },
        penalties: { existing: "R 12 400,00 surrender penalty", proposed: "None" },
        taxConsequences: {
          existing: "Taxed inside the policy at 30 %",
          proposed: "No tax on growth",
        },
        terms: { existing: "Five-year restriction ended", proposed: "Access from age 55" },
        risk: { existing: "Smoothed bonus fund", proposed: "Balanced fund, Regulation 28" },
      },
    };
    content.basis.informationIncomplete = true;
    content.basis.informationDeclined = "Details of the spouse's retirement funds.";
    const res = await issue(ticked(), content);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    pack = res.json;
    expect(pack.roaNumber).toBe(1);
    expect(res.json.records.map((r: { id: string }) => r.id)).toEqual(ticked());
    expect(
      res.json.records.find((r: { kind: string }) => r.kind === "home-loan-repayment").locked,
    ).toBe(true);
    first = await download(pack.pdfUrl);
    expect(sha(first)).toBe(pack.sha256);
    // The first issue starts the PDF worker and lays out four reports twice (contents numbers).
  }, 120_000);

  it("prints every s9 item, the s8 warning and the s8(1)(d) comparison; no audit trail", async () => {
    const { text } = await pdfBoxes(first);
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Authorised financial services provider, FSP 12345",
      "Version 1",
      "1. Information the advice is based on",
      "Warning: the information is incomplete",
      "Not given: Details of the spouse's retirement funds.",
      "Fund statement of 30 November 2026.",
      "Calculations the advice rests on",
      "2. Needs, objectives, financial situation and risk profile",
      "Retire at 60 on two-thirds of today's income.",
      "Your risk profile",
      "3. Products considered and recommended",
      "Recommended: Retirement annuity, Allan Gray",
      "Considered and not recommended",
      "Tax-free savings account, Satrix",
      "4. Replacement of an existing product",
      "Retirement annuity in place of Endowment policy",
      "R 12 400,00 surrender penalty",
      "5. Fees and charges",
      "R 3 450,00",
      "0,5 % of the fund value",
      "Appendix A: Investment comparison",
    ]) {
      expect(flat.replace(/\u00a0/g, " "), expected).toContain(expected);
    }
    expect(flat.replace(/\u00a0/g, " ")).toContain(
      evidenceText.replace(/\u00a0/g, " ").slice(0, 60),
    );
    expect(flat).not.toMatch(/History of the file|report issued as|created|changed/);
    for (const id of Object.values(ids)) expect(flat).not.toContain(id as string);
  });

  it("four calculations' summaries are a handful of pages, numbered across, lint-clean", async () => {
    const { pages, text } = await pdfBoxes(first);
    const pageText = pages.map((boxes) => boxes.map((b) => b.text).join(" "));
    expect(pack.pages).toBe(pages.length);
    expect(pages.length).toBeLessThanOrEqual(12);
    pageText.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    // The contents: each section's number is the page its title is printed on.
    const contentsPages = (pages[1] ?? [])
      .filter((b) => /^\d+$/.test(b.text.trim()) && b.x0 > 450)
      .map((b) => Number(b.text));
    const markers = [
      "1. Information the advice is based on",
      "2. Needs, objectives",
      "3. Products considered",
      "4. Replacement of an existing product",
      "5. Fees and charges",
      "investment-comparison plan",
      "home-loan-repayment plan",
      "scenario plan",
      "transfer-duty plan",
    ];
    expect(contentsPages).toHaveLength(markers.length);
    contentsPages.forEach((n, i) => {
      expect(pageText[n - 1], `section ${i + 1} on page ${n}`).toContain(markers[i]);
    });
    const problems = [
      ...lintText("roa pdf", text, { money: false, noBreakSpaces: false }),
      ...pages.flat().flatMap((box) => lintMoney("roa pdf", box.text)),
      ...overlaps("roa pdf", pages),
    ];
    expect(problems).toEqual([]);
    expect(text).toContain("+27 82 555 1234");
  });

  it("downloads the same bytes after a ticked record changes; a re-issue is version 2", async () => {
    const scenario = kind("scenario");
    const current = (await a.get(`/api/v1/${scenario.path}/${ids.scenario}`)).json;
    // The salary came from the client's profile (ADR 026): the adviser's own figure drops the link.
    const { salary: _fromProfile, ...sources } = current.inputs.sources ?? {};
    const changed = await put(a, `/api/v1/${scenario.path}/${ids.scenario}`, {
      version: current.version,
      ...scenario.names("scenario plan"),
      inputs: { ...current.inputs, salary: 1_234_567, sources },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const again = await download(pack.pdfUrl);
    expect(again.equals(first)).toBe(true);
    const second = await issue([ids.scenario as string]);
    expect(second.status).toBe(201);
    expect(second.json.roaNumber).toBe(2);
    expect(second.json.sha256).not.toBe(pack.sha256);
    expect((await download(pack.pdfUrl)).equals(first)).toBe(true);
    const list = (await a.get(`/api/v1/clients/${clientId}/advice-packs`)).json.items;
    expect(list.map((p: { roaNumber: number }) => p.roaNumber)).toEqual([2, 1]);
    const summary = (await a.get(`/api/v1/clients/${clientId}/summary`)).json;
    const issued = summary.timeline.filter((e: { type: string }) => e.type === "pack-issued");
    expect(issued.map((e: { text: string }) => e.text)).toEqual([
      "Record of advice version 2 issued",
      "Record of advice version 1 issued",
    ]);
  }, 120_000);
});

describe("refusals", () => {
  it("an unknown pack → 404 advice-packs/not-found", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
      const res = await a.get(`/api/v1/advice-packs/${id}/pdf`);
      expect([res.status, res.json.code]).toEqual([404, "advice-packs/not-found"]);
    }
  });

  it("without a subscription → 402 on every record-of-advice route", async () => {
    const { client } = await signedInAdviser(t, "Not Subscribed");
    await createCompanyFor(client);
    for (const res of [
      await draftOf(clientId, client),
      await client.request("PUT", `/api/v1/clients/${clientId}/record-of-advice`, {
        version: 0,
        content: completeRoaContent([]),
      }),
      await client.post(`/api/v1/clients/${clientId}/record-of-advice/issue`, { version: 1 }),
      await client.get(`/api/v1/clients/${clientId}/advice-packs`),
      await client.get(`/api/v1/advice-packs/00000000-0000-4000-8000-000000000000/pdf`),
    ]) {
      expect([res.status, res.json.code]).toEqual([402, "subscription/required"]);
    }
  });
});
