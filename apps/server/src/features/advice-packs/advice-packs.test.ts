import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
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
import { lintMoney, lintText, overlaps, pdfBoxes } from "../../../test/support/report-lint";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * The record-of-advice pack: issued once, stored, downloaded again byte for byte however the
 * records change afterwards; its pages numbered across the pack, its contents pointing at the
 * right pages, and its text held to the report lint.
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

const issue = (recordIds: string[], client = a, id = clientId) =>
  client.post(`/api/v1/clients/${id}/advice-packs`, { recordIds });

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

describe("issuing and downloading a pack", () => {
  let pack: { id: string; sha256: string; pdfUrl: string; pages: number; records: unknown[] };
  let first: Buffer;

  it("issues a pack of the ticked records, stored with its hash and the versions printed", async () => {
    const ticked = [ids.scenario, ids["home-loan-repayment"], ids["transfer-duty"]] as string[];
    const res = await issue(ticked);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    pack = res.json;
    expect(pack.records).toEqual([
      { id: ids.scenario, kind: "scenario", name: "scenario plan", version: 1, locked: false },
      {
        id: ids["home-loan-repayment"],
        kind: "home-loan-repayment",
        name: "home-loan-repayment plan",
        version: 2,
        locked: true,
      },
      {
        id: ids["transfer-duty"],
        kind: "transfer-duty",
        name: "transfer-duty plan",
        version: 1,
        locked: false,
      },
    ]);
    first = await download(pack.pdfUrl);
    expect(sha(first)).toBe(pack.sha256);
    // The first pack starts the PDF worker and lays out three reports twice (contents numbers).
  }, 120_000);

  it("downloads the same bytes after a ticked record changes; a new pack differs", async () => {
    const scenario = kind("scenario");
    const current = (await a.get(`/api/v1/${scenario.path}/${ids.scenario}`)).json;
    const changed = await put(a, `/api/v1/${scenario.path}/${ids.scenario}`, {
      version: current.version,
      ...scenario.names("scenario plan"),
      inputs: { ...current.inputs, salary: 1_234_567 },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const again = await download(pack.pdfUrl);
    expect(sha(again)).toBe(pack.sha256);
    expect(again.equals(first)).toBe(true);

    const second = await issue([ids.scenario as string]);
    expect(second.status).toBe(201);
    expect(second.json.sha256).not.toBe(pack.sha256);
    expect(second.json.records[0].version).toBe(2);
  });

  it("is listed, newest first, and on the client's timeline", async () => {
    const list = await a.get(`/api/v1/clients/${clientId}/advice-packs`);
    expect(list.status).toBe(200);
    expect(list.json.items).toHaveLength(2);
    expect(list.json.items[1]).toMatchObject({
      id: pack.id,
      sha256: pack.sha256,
      issuedBy: "Thandi Mokoena",
    });
    expect(list.json.items[1].bytes).toBe(first.byteLength);
    const summary = (await a.get(`/api/v1/clients/${clientId}/summary`)).json;
    const issued = summary.timeline.filter((e: { type: string }) => e.type === "pack-issued");
    expect(issued.map((e: { packId: string; text: string }) => e.text)).toEqual([
      "Record-of-advice pack issued (1 record)",
      "Record-of-advice pack issued (3 records)",
    ]);
  });

  it("PDF: cover, contents with the right pages, numbered across the pack, lint-clean", async () => {
    const { pages, text } = await pdfBoxes(first);
    const pageText = pages.map((boxes) => boxes.map((b) => b.text).join(" "));
    expect(pack.pages).toBe(pages.length);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    pageText.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const cover = pageText[0] ?? "";
    for (const expected of [
      "Record of advice",
      "Sipho Ndlovu",
      "Thandi Mokoena",
      "Mokoena Wealth (Pty) Ltd",
      "FSP number",
      "12345",
    ]) {
      expect(cover).toContain(expected);
    }
    // The contents: each section's number is the page its title is printed on.
    const contents = pages[1] ?? [];
    const sections: [string, string][] = [
      ["Client summary", "Client summary"],
      ["Income tax scenario", "scenario plan"],
      ["Home loan repayment plan", "home-loan-repayment plan"],
      ["Transfer duty and transfer costs", "transfer-duty plan"],
    ];
    const contentsPages = contents
      .filter((b) => /^\d+$/.test(b.text.trim()) && b.x0 > 450)
      .map((b) => Number(b.text));
    expect(contentsPages).toHaveLength(sections.length);
    contentsPages.forEach((n, i) => {
      const [, marker] = sections[i] ?? ["", ""];
      expect(pageText[n - 1], `section ${i + 1} on page ${n}`).toContain(marker);
    });
    expect(contentsPages).toEqual([...contentsPages].sort((x, y) => x - y));
    const problems = [
      ...lintText("pack pdf", text, { money: false, noBreakSpaces: false }),
      ...pages.flat().flatMap((box) => lintMoney("pack pdf", box.text)),
      ...overlaps("pack pdf", pages),
    ];
    expect(problems).toEqual([]);
    expect(text).toContain("+27 82 555 1234");
    expect(text).toContain("Basis");
  });
});

describe("refusals", () => {
  it("no records, too many, or a record twice → 400; nothing stored", async () => {
    const before = (await a.get(`/api/v1/clients/${clientId}/advice-packs`)).json.items.length;
    expect((await issue([])).status).toBe(400);
    expect((await issue([ids.scenario as string, ids.scenario as string])).status).toBe(400);
    expect((await issue(Array.from({ length: 21 }, (_, i) => `id-${i}`))).status).toBe(400);
    expect((await a.get(`/api/v1/clients/${clientId}/advice-packs`)).json.items).toHaveLength(
      before,
    );
  });

  it("a record of another client, a deleted one, or no such id → 404 records/not-found", async () => {
    const other = (await addClient(a, { clientName: "Other", clientSurname: "Person" })).id;
    const theirs = (await addRecord(a, kind("scenario"), other, "Theirs")).id;
    const gone = (await addRecord(a, kind("scenario"), clientId, "Gone")).id;
    expect((await del(a, `/api/v1/scenarios/${gone}`)).status).toBe(204);
    for (const id of [theirs, gone, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await issue([id]);
      expect([res.status, res.json.code], id).toEqual([404, "records/not-found"]);
    }
  });

  it("an unknown pack → 404 advice-packs/not-found", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
      const res = await a.get(`/api/v1/advice-packs/${id}/pdf`);
      expect([res.status, res.json.code]).toEqual([404, "advice-packs/not-found"]);
    }
  });

  it("without a subscription → 402 on every pack route", async () => {
    const { client } = await signedInAdviser(t, "Not Subscribed");
    await createCompanyFor(client);
    for (const res of [
      await issue([ids.scenario as string], client),
      await client.get(`/api/v1/clients/${clientId}/advice-packs`),
      await client.get(`/api/v1/advice-packs/00000000-0000-4000-8000-000000000000/pdf`),
    ]) {
      expect([res.status, res.json.code]).toEqual([402, "subscription/required"]);
    }
  });
});
