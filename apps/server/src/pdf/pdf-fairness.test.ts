import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient, HttpResult } from "../../test/support/http-client";
import {
  addClient,
  addRecord,
  KINDS,
  maxSizeHomeLoanInputs,
  subscribedAdviser,
} from "../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../test/support/test-app";
import { testDbKind } from "../../test/support/test-database";

const kind = (k: string) => {
  const found = KINDS.find((c) => c.kind === k);
  if (!found) throw new Error(k);
  return found;
};

async function bigHomeLoans(client: HttpClient, count: number) {
  const clientId = (await addClient(client)).id;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const json = await addRecord(client, kind("home-loan-repayment"), clientId, `Max bond ${i}`, {
      inputs: maxSizeHomeLoanInputs(),
    });
    ids.push(json.id);
  }
  return ids;
}

async function smallTransferDuty(client: HttpClient) {
  const clientId = (await addClient(client)).id;
  return (await addRecord(client, kind("transfer-duty"), clientId, "Rosebank flat")).id;
}

// Security review §4: one company flooding big PDFs stalled every company's PDFs for minutes.
// The queueing is the PDF pool's, whatever the database, so this runs on the embedded one only.
describe.runIf(testDbKind() === "pglite")("fair, bounded PDF rendering", () => {
  let t: TestApp;
  let companyA: HttpClient;
  let companyB: HttpClient;

  beforeAll(async () => {
    // One worker for any job (as on a 2-core machine) plus the lane kept for small jobs.
    t = await createTestApp({}, { pdf: { generalWorkers: 1 } });
    companyA = (await subscribedAdviser(t, "Flooding Company")).client;
    companyB = (await subscribedAdviser(t, "Patient Company")).client;
    // As main.ts does once the server listens.
    await t.app.pdf.warm();
  });
  afterAll(async () => t.close());

  it("A floods big PDFs: A gets 429 with Retry-After beyond its share, B's small PDF is not held up", async () => {
    const big = await bigHomeLoans(companyA, 6);
    const small = await smallTransferDuty(companyB);
    const settled: { who: string; at: number; res: HttpResult }[] = [];
    const started = performance.now();
    const get = (who: string, client: HttpClient, url: string) =>
      client.get(url).then((res) => {
        settled.push({ who, at: performance.now() - started, res });
        return res;
      });
    const flood = big.map((id) =>
      get("A", companyA, `/api/v1/home-loan-repayments/${id}/report.pdf`),
    );
    // Each of A's requests reads and builds its report before it queues; on a busy machine the
    // last ones reach the queue seconds later, so wait for them (the count asserted is the same).
    await expect
      .poll(() => settled.filter((s) => s.res.status === 429).length, { timeout: 30_000 })
      .toBe(2);
    const bStarted = performance.now();
    const b = await get("B", companyB, `/api/v1/transfer-duties/${small}/report.pdf`);
    const bMs = performance.now() - bStarted;
    expect(b.status).toBe(200);
    expect(b.headers["content-type"]).toBe("application/pdf");

    const refused = settled.filter((s) => s.who === "A" && s.res.status === 429);
    for (const { res } of refused) {
      expect(res.headers["retry-after"]).toBe("10");
      expect(res.json.code).toBe("reports/pdf-busy");
    }
    // B's small PDF arrived while A's big ones were still being made (one general worker: at most
    // one of A's can have finished), instead of after all of them.
    const aDone = settled.filter((s) => s.who === "A" && s.res.status === 200).length;
    expect(aDone).toBeLessThanOrEqual(1);
    for (const s of settled) expect(s.res.status).toBeLessThan(500);
    console.info(`B's small PDF while A floods: ${Math.round(bMs)} ms`);
    // The rest of A's jobs end with the app (503 "shutting down"), not awaited here.
    void Promise.allSettled(flood);
  });
});

describe("PDF time limit and cache", () => {
  let t: TestApp;
  let adviser: HttpClient;

  beforeAll(async () => {
    t = await createTestApp({}, { pdf: { generalWorkers: 1, largeJobTimeoutMs: 300 } });
    adviser = (await subscribedAdviser(t, "Slow Report Company")).client;
  });
  afterAll(async () => t.close());

  it("a job over its time limit answers 503 and its worker is replaced; a repeat is served from cache", async () => {
    const [id] = await bigHomeLoans(adviser, 1);
    const slow = await adviser.get(`/api/v1/home-loan-repayments/${id}/report.pdf`);
    expect(slow.status).toBe(503);
    expect(slow.json.code).toBe("reports/pdf-timeout");

    const small = await smallTransferDuty(adviser);
    const url = `/api/v1/transfer-duties/${small}/report.pdf`;
    const first = await adviser.get(url);
    expect(first.status).toBe(200);
    const again = await adviser.get(url);
    expect(again.status).toBe(200);
    expect(again.raw.equals(first.raw)).toBe(true);
  });
});
