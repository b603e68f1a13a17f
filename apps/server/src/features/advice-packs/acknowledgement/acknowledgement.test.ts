import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adviceAcknowledgement } from "#server/db/schema";
import type { HttpClient } from "../../../../test/support/http-client";
import { issueRoa } from "../../../../test/support/record-of-advice-steps";
import {
  addClient,
  addRecord,
  KINDS,
  subscribedAdviser,
} from "../../../../test/support/record-steps";
import { lintText, overlaps, pdfBoxes } from "../../../../test/support/report-lint";
import { createTestApp, type TestApp } from "../../../../test/support/test-app";
import { appendPage } from "./acceptance-page";

/*
 * The client's online acknowledgement: the link issuing makes (e-mailed or copied), the client
 * with no account confirming who they are, reading the document and accepting with their name
 * typed; the evidence on the adviser's file and on a derived PDF whose first bytes are the record
 * as issued. Every link that does not work — guessed, used, replaced, expired, ended by wrong
 * answers — gets the same 404.
 */

let t: TestApp;
let a: HttpClient;
let clientId: string;
let recordId: string;
const EMAIL = "sipho.ndlovu@example.co.za";
const ID_NUMBER = "8001015009087";
/** A test that issues a record renders it on a PDF worker: a loaded machine needs the time. */
const ISSUING_MS = 120_000;
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  t = await createTestApp();
  ({ client: a } = await subscribedAdviser(t, "Thandi Mokoena"));
  clientId = (
    await addClient(a, {
      clientName: "Sipho",
      clientSurname: "Ndlovu",
      email: EMAIL,
      idNumber: ID_NUMBER,
    })
  ).id;
  const scenario = KINDS.find((k) => k.kind === "scenario");
  if (!scenario) throw new Error("no scenario kind");
  recordId = (await addRecord(a, scenario, clientId, "2027 plan")).id;
}, 120_000);
afterAll(async () => t.close());

const tokenOf = (url: string) => decodeURIComponent(url.split("#")[1] ?? "");
const anon = () => t.client();
const view = (c: HttpClient, token: string) => c.post("/api/v1/acknowledgements/view", { token });
const open = (c: HttpClient, token: string, proof: unknown) =>
  c.post("/api/v1/acknowledgements/open", { token, proof });
const byId = { method: "id-number", idLast4: "9087" };

async function issueWithLink(sendLink: "email" | "copy" = "copy") {
  const saved = await a.get(`/api/v1/clients/${clientId}/record-of-advice`);
  const res =
    saved.json.version === 0
      ? await issueRoa(a, clientId, [recordId])
      : await a.post(`/api/v1/clients/${clientId}/record-of-advice/issue`, {
          version: saved.json.version,
          sendLink,
        });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

async function packOf(id: string) {
  const list = await a.get(`/api/v1/clients/${clientId}/advice-packs`);
  return list.json.items.find((p: { id: string }) => p.id === id);
}

describe("the link", () => {
  it("issuing makes one; e-mailed to the profile address on request; the adviser sees it pending", async () => {
    await issueWithLink();
    const issued = await issueWithLink("email");
    expect(issued.link.emailedTo).toBe(EMAIL);
    const mail = await t.mail.waitFor(EMAIL, /record of advice/i);
    expect(mail.body).toContain(issued.link.url);
    expect(issued.link.url).toMatch(/\/acknowledge#[A-Za-z0-9_-]{43}$/);
    const pack = await packOf(issued.id);
    expect(pack.acknowledgement).toMatchObject({
      status: "pending",
      emailedTo: EMAIL,
      evidence: null,
    });
    expect(pack.acknowledgedPdfUrl).toBeNull();
    // Only the token's hash is stored.
    const rows = await t.database.db.select().from(adviceAcknowledgement);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(issued.link.url));
    // The first issue starts the PDF worker: a loaded machine needs the time.
  }, 120_000);

  it(
    "shows who asks, not what, before the client says who they are",
    async () => {
      const issued = await issueWithLink();
      const res = await view(anon(), tokenOf(issued.link.url));
      expect(res.status).toBe(200);
      expect(res.json.identityMethods).toEqual(["id-number", "email-code"]);
      expect(res.json.emailHint).toBe("s***@example.co.za");
      expect(JSON.stringify(res.json)).not.toMatch(/Sipho|Ndlovu|9087/);
    },
    ISSUING_MS,
  );

  it(
    "a guessed, malformed, replaced or expired link gets the same 404 and nothing else",
    async () => {
      const first = await issueWithLink();
      const second = await a.post(`/api/v1/advice-packs/${first.id}/acknowledgement-link`, {
        email: false,
      });
      expect(second.status).toBe(201);
      const expired = await issueWithLink();
      await t.database.db
        .update(adviceAcknowledgement)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(adviceAcknowledgement.packId, expired.id));
      const answers = [];
      for (const token of [
        "A".repeat(43),
        "x",
        tokenOf(first.link.url),
        tokenOf(expired.link.url),
      ]) {
        const c = anon();
        for (const res of [
          await view(c, token),
          await open(c, token, byId),
          await c.post("/api/v1/acknowledgements/code", { token }),
          await c.post("/api/v1/acknowledgements/decision", {
            token,
            proof: byId,
            decision: "accepted",
            typedName: "Sipho Ndlovu",
            documentSha256: "0".repeat(64),
          }),
        ]) {
          answers.push([res.status, res.json]);
        }
      }
      expect(new Set(answers.map((x) => JSON.stringify(x))).size).toBe(1);
      expect(answers[0]?.[0]).toBe(404);
      expect((await view(anon(), tokenOf(second.json.url))).status).toBe(200);
    },
    ISSUING_MS,
  );

  it(
    "five wrong answers end the link",
    async () => {
      const issued = await issueWithLink();
      const token = tokenOf(issued.link.url);
      const c = anon();
      for (let left = 4; left >= 1; left--) {
        const res = await open(c, token, { method: "id-number", idLast4: "1234" });
        expect([res.status, res.json.code]).toEqual([400, "acknowledgements/identity-mismatch"]);
        expect(res.json.detail ?? res.json.title).toContain(`${left}`);
      }
      expect((await open(c, token, { method: "id-number", idLast4: "1234" })).status).toBe(404);
      expect((await open(c, token, byId)).status).toBe(404);
    },
    ISSUING_MS,
  );

  it("one address is limited across links and guesses (429 with Retry-After)", async () => {
    const c = anon();
    let last = await view(c, "guess-0");
    for (let i = 1; i <= 40 && last.status !== 429; i++) last = await view(c, `guess-${i}`);
    expect(last.status).toBe(429);
    expect(last.headers["retry-after"]).toBeDefined();
    // Another address is not held back.
    expect((await view(anon(), "guess")).status).toBe(404);
  });
});

describe("the client acknowledges", () => {
  let issued: { id: string; sha256: string; pdfUrl: string; pages: number; link: { url: string } };
  let token = "";
  let document: { sha256: string; pdfBase64: string; statements: { accepted: string } };

  it(
    "opens the document with the last four digits of the ID number: the bytes as issued",
    async () => {
      issued = await issueWithLink();
      token = tokenOf(issued.link.url);
      const res = await open(anon(), token, byId);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      document = res.json;
      expect(sha(Buffer.from(document.pdfBase64, "base64"))).toBe(issued.sha256);
      expect(document.statements.accepted).toContain(issued.sha256);
      expect(document.statements.accepted).toContain("I, Sipho Ndlovu, confirm");
    },
    ISSUING_MS,
  );

  it("or with a code e-mailed to the profile address", async () => {
    const c = anon();
    expect((await c.post("/api/v1/acknowledgements/code", { token })).status).toBe(204);
    const mail = await t.mail.waitFor(EMAIL, /your code/i);
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? "";
    expect(
      (
        await open(c, token, {
          method: "email-code",
          code: code === "000000" ? "000001" : `${(Number(code) + 1) % 1_000_000}`.padStart(6, "0"),
        })
      ).status,
    ).toBe(400);
    expect((await open(c, token, { method: "email-code", code })).status).toBe(200);
  });

  it("a name that is not the client's, or another document, is refused; nothing recorded", async () => {
    const c = anon();
    const decide = (over: Record<string, unknown>) =>
      c.post("/api/v1/acknowledgements/decision", {
        token,
        proof: byId,
        decision: "accepted",
        typedName: "Sipho Ndlovu",
        documentSha256: issued.sha256,
        ...over,
      });
    expect((await decide({ typedName: "Someone Else" })).json.code).toBe(
      "acknowledgements/name-mismatch",
    );
    expect((await decide({ documentSha256: "f".repeat(64) })).json.code).toBe(
      "acknowledgements/document-changed",
    );
    expect((await packOf(issued.id)).acknowledgement.status).toBe("pending");
  });

  it("accepts with the full name typed; the evidence is on the adviser's file; a replay gets the 404", async () => {
    const c = anon();
    const body = {
      token,
      proof: byId,
      decision: "accepted",
      typedName: "  sipho   NDLOVU ",
      documentSha256: issued.sha256,
    };
    const res = await c.post("/api/v1/acknowledgements/decision", body, {
      "user-agent": "Test browser 1.0",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.textShown).toBe(document.statements.accepted);
    const replay = await c.post("/api/v1/acknowledgements/decision", body);
    const guessed = await c.post("/api/v1/acknowledgements/decision", {
      ...body,
      token: "A".repeat(43),
    });
    expect([replay.status, replay.json]).toEqual([404, guessed.json]);
    expect((await view(anon(), token)).status).toBe(404);
    const pack = await packOf(issued.id);
    expect(pack.acknowledgement.status).toBe("accepted");
    expect(pack.acknowledgement.evidence).toMatchObject({
      typedName: "sipho   NDLOVU",
      identityMethod: "id-number",
      userAgent: "Test browser 1.0",
      documentSha256: issued.sha256,
      textShown: document.statements.accepted,
    });
    expect(pack.acknowledgement.evidence.ipAddress).toMatch(/^10\.0\./);
  });

  it("the derived PDF is the issued bytes followed by the acceptance page", async () => {
    const pack = await packOf(issued.id);
    const res = await a.get(pack.acknowledgedPdfUrl);
    expect([res.status, res.headers["content-type"]]).toEqual([200, "application/pdf"]);
    const asIssued = (await a.get(issued.pdfUrl)).raw;
    expect(sha(res.raw.subarray(0, asIssued.length))).toBe(issued.sha256);
    expect(sha(asIssued)).toBe(issued.sha256);
    const dir = process.env.REPORT_DUMP_DIR;
    if (dir) writeFileSync(path.join(dir, "acknowledged.pdf"), res.raw);
    const { pages } = await pdfBoxes(res.raw);
    expect(pages).toHaveLength(issued.pages + 1);
    const last = (pages.at(-1) ?? []).map((b) => b.text).join(" ");
    for (const expected of [
      "Acknowledgement by the client",
      "Accepted",
      issued.sha256,
      "Test browser 1.0",
      "sipho NDLOVU",
    ]) {
      expect(last.replace(/\s+/g, " ")).toContain(expected);
    }
    expect([
      ...lintText("acceptance page", last, { money: false, noBreakSpaces: false }),
      ...overlaps("acceptance page", [pages.at(-1) ?? []]),
    ]).toEqual([]);
  });

  it(
    "a re-issued version needs its own acknowledgement; the accepted one keeps its evidence",
    async () => {
      const next = await issueWithLink();
      expect((await packOf(next.id)).acknowledgement.status).toBe("pending");
      expect((await packOf(issued.id)).acknowledgement.status).toBe("accepted");
      const old = await a.post(`/api/v1/advice-packs/${issued.id}/acknowledgement-link`, {
        email: false,
      });
      expect([old.status, old.json.code]).toEqual([409, "advice-packs/already-acknowledged"]);
      expect((await packOf(issued.id)).acknowledgement.status).toBe("accepted");
    },
    ISSUING_MS,
  );
});

describe("appending a page", () => {
  it(
    "keeps the original bytes as the prefix and refuses what it does not understand",
    async () => {
      const pdf = Buffer.from((await a.get((await issueWithLink()).pdfUrl)).raw);
      const longer = appendPage(pdf, [{ text: "(brackets) and \\ back-slash, “quotes” – dash" }]);
      expect(longer.subarray(0, pdf.length).equals(pdf)).toBe(true);
      const { pages } = await pdfBoxes(longer);
      expect((pages.at(-1) ?? []).map((b) => b.text).join(" ")).toContain(
        "(brackets) and \\ back-slash",
      );
      expect(() => appendPage(Buffer.from("%PDF-1.7\nnot really"), [])).toThrow();
    },
    ISSUING_MS,
  );
});
