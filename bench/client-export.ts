import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { exportClient } from "../apps/server/src/features/client-privacy/export/export-client";
import { createRateTableStore } from "../apps/server/src/features/rate-tables/rate-table-store";
import type { ObservedPdfRenderer } from "../apps/server/src/metrics/observed-pdf-renderer";
import { companyScopeOf } from "../apps/server/test/support/company-scope-of";
import {
  addClient,
  addRecord,
  KINDS,
  subscribedAdviser,
} from "../apps/server/test/support/record-steps";
import { createTestApp } from "../apps/server/test/support/test-app";

/*
 * The client data export's memory (ADR 028): a client with N transfer-duty records, each report a
 * 256 KB incompressible PDF (a stand-in, so the PDF workers' own memory is not counted), exported
 * in-process and read to the end. Printed: the ZIP's size and the growth of the process's memory
 * (heap + array buffers, sampled at each report) over what it used before the export. A streamed
 * export grows by about the same whatever N; one built in memory would grow with the ZIP.
 */

const PDF_BYTES = 256 * 1024;
const SIZES = [50, 200, 800];
const MB = 1024 * 1024;

const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

export async function benchClientExport() {
  const t = await createTestApp();
  try {
    const { client, userId } = await subscribedAdviser(t, "Bench Export");
    const scope = await companyScopeOf(t, userId);
    const tables = createRateTableStore(t.database.db);
    for (const n of SIZES) {
      const owner = (await addClient(client, { clientName: "Bench", clientSurname: `N${n}` })).id;
      const first = await addRecord(client, KINDS[1], owner, "Erf 1");
      await t.database.db.execute(sql`
        insert into record (company_id, client_id, kind, name, inputs, created_at, updated_at)
        select company_id, client_id, kind, 'Erf ' || (i + 1), inputs,
               created_at + make_interval(secs => i), updated_at
        from record, generate_series(1, ${n - 1}) as i where id = ${first.id}`);
      let peak = 0;
      const pdf: ObservedPdfRenderer = {
        async render() {
          peak = Math.max(peak, used());
          return randomBytes(PDF_BYTES);
        },
        warm: async () => {},
        close: async () => {},
        inFlight: () => 0,
      };
      const before = used();
      const started = performance.now();
      const exported = await exportClient(
        { db: t.database.db, tables, pdf },
        {
          scope,
          clientId: owner,
          actor: { id: null, email: "bench" },
          log: t.app.log,
        },
      );
      const hash = createHash("sha256");
      let bytes = 0;
      for await (const chunk of exported.stream) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${String(n).padStart(4)} records: ZIP ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
          `memory grew at most ${((peak - before) / MB).toFixed(1)} MB ` +
          `(${(((peak - before) / bytes) * 100).toFixed(1)} % of the ZIP)`,
      );
    }
  } finally {
    await t.close();
  }
}
