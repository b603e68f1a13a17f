import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateTableStore } from "#server/features/rate-tables/rate-table-store";
import type { ObservedPdfRenderer } from "#server/metrics/observed-pdf-renderer";
import type { CompanyScope } from "#server/tenancy/caller";
import { companyScopeOf } from "../../../test/support/company-scope-of";
import { addClient, addRecord, KINDS, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { openExport } from "../../../test/support/zip-reader";
import { exportClient } from "./export/export-client";

const RECORDS = 200;
/** Each fake report PDF: random, so nothing compresses and every byte must pass the stream. */
const PDF_BYTES = 128 * 1024;

let t: TestApp;
let scope: CompanyScope;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { client, userId } = await subscribedAdviser(t);
  scope = await companyScopeOf(t, userId);
  clientId = (await addClient(client)).id;
  const first = await addRecord(client, KINDS[1], clientId, "Erf 1");
  // 199 more like it, each a second later, straight into the table (the API would take minutes).
  await t.database.db.execute(sql`
    insert into record (company_id, client_id, kind, name, inputs, created_at, updated_at)
    select company_id, client_id, kind, 'Erf ' || (n + 1), inputs,
           created_at + make_interval(secs => n), updated_at
    from record, generate_series(1, ${RECORDS - 1}) as n
    where id = ${first.id}`);
});
afterAll(async () => t.close());

describe("exporting a client with 200 records", () => {
  it("streams: a report is made only when the reader has taken what came before, so memory stays bounded", async () => {
    let stream: Readable | undefined;
    const bufferedAtRender: number[] = [];
    const pdf: ObservedPdfRenderer = {
      async render() {
        bufferedAtRender.push(stream?.readableLength ?? 0);
        return randomBytes(PDF_BYTES);
      },
      warm: async () => {},
      close: async () => {},
      inFlight: () => 0,
    };
    const exported = await exportClient(
      { db: t.database.db, tables: createRateTableStore(t.database.db), pdf },
      {
        scope,
        clientId,
        actor: { id: null, email: "test" },
        log: t.app.log,
      },
    );
    stream = exported.stream;
    const chunks: Buffer[] = [];
    // A slow reader: the export must wait for it rather than pile the ZIP up in memory.

    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      await sleep(2);
    }
    const total = chunks.reduce((sum, c) => sum + c.length, 0);
    expect(total).toBeGreaterThan(RECORDS * PDF_BYTES);
    expect(bufferedAtRender).toHaveLength(RECORDS);
    // Never more than the stream's high-water mark and a couple of files waiting to be read:
    // an export that ran ahead of its reader would hold megabytes here.
    expect(Math.max(...bufferedAtRender)).toBeLessThanOrEqual(256 * 1024 + 2 * PDF_BYTES);

    const zip = openExport(Buffer.concat(chunks));
    const pdfs = zip.paths.filter((p) => p.endsWith(".pdf"));
    expect(pdfs).toHaveLength(RECORDS);
    expect(pdfs[0]).toBe("records/Transfer duty/001 Erf 1.pdf");
    expect(pdfs.at(-1)).toBe("records/Transfer duty/200 Erf 200.pdf");
  }, 120_000);
});
