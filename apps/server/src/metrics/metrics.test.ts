import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PdfJob } from "#server/pdf/pdf-job";
import { createTestApp, type TestApp } from "../../test/support/test-app";
import { observedPdfRenderer } from "./observed-pdf-renderer";

const TOKEN = "metrics-token-for-the-tests-0123456789";

/** The value of one sample line (`name{labels} value`) in the Prometheus text. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

describe("GET /metrics with METRICS_TOKEN set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  it("refuses a scraper without the token, or with another one, as 401 problem", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await t.client().get("/metrics", headers);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("metrics/unauthorized");
    }
  });

  it("counts requests by route pattern and status, with a latency histogram", async () => {
    const client = t.client();
    await client.get("/healthz");
    await client.get("/healthz");
    await client.get("/api/v1/no-such-thing");
    await client.get("/api/v1/clients/00000000-0000-4000-8000-000000000000");
    const res = await client.get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const text = res.body;
    expect(
      sample(text, "http_requests_total", '{method="GET",route="/healthz",status="200"}'),
    ).toBe(2);
    // Unmatched URLs share one label; matched ones are counted by their pattern, not their ids.
    expect(
      sample(text, "http_requests_total", '{method="GET",route="unmatched",status="404"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        "http_requests_total",
        '{method="GET",route="/api/v1/clients/:id",status="401"}',
      ),
    ).toBe(1);
    expect(text).not.toContain("00000000-0000-4000-8000-000000000000");
    expect(
      sample(text, "http_request_duration_seconds_count", '{method="GET",route="/healthz"}'),
    ).toBe(2);
  });

  it("reports the PDF queue, the outbox backlog, the database pool and the process", async () => {
    const text = (await t.client().get("/metrics", { authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(text, "pdf_queue_depth")).toBe(0);
    expect(sample(text, "accounting_outbox_backlog")).toBe(0);
    expect(sample(text, "db_pool_connections", '{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "db_pool_connections", '{state="waiting"}')).toBe(0);
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers 404 metrics/off, whatever token is sent", async () => {
    const res = await t.client().get("/metrics", { authorization: "Bearer anything" });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("metrics/off");
  });
});

describe("the PDF queue depth and job logs", () => {
  it("counts PDFs asked for until each is rendered or has failed, logging each under its request", async () => {
    const pending: { resolve(pdf: Buffer): void; reject(error: Error): void }[] = [];
    const pdf = observedPdfRenderer({
      render: () => new Promise<Buffer>((resolve, reject) => pending.push({ resolve, reject })),
      warm: async () => {},
      close: async () => {},
    });
    const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
    const requestLog = (reqId: string) =>
      ({
        info: (fields: Record<string, unknown>, msg: string) =>
          lines.push({ level: "info", fields: { reqId, ...fields }, msg }),
        error: (fields: Record<string, unknown>, msg: string) =>
          lines.push({ level: "error", fields: { reqId, ...fields }, msg }),
      }) as unknown as FastifyBaseLogger;
    const job = { kind: "invoice" } as unknown as PdfJob;
    const first = pdf.render(job, requestLog("req-1"));
    const second = pdf.render(job, requestLog("req-2")).catch((error: Error) => error.message);
    expect(pdf.inFlight()).toBe(2);
    pending[0]?.resolve(Buffer.from("%PDF"));
    await first;
    expect(pdf.inFlight()).toBe(1);
    pending[1]?.reject(new Error("worker stopped"));
    expect(await second).toBe("worker stopped");
    expect(pdf.inFlight()).toBe(0);
    expect(lines).toMatchObject([
      {
        level: "info",
        msg: "pdf rendered",
        fields: { reqId: "req-1", pdf: "invoice", ahead: 0, bytes: 4 },
      },
      { level: "error", msg: "pdf failed", fields: { reqId: "req-2", pdf: "invoice", ahead: 1 } },
    ]);
  });
});
