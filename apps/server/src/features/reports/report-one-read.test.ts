import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRateTableStore } from "#server/features/rate-tables/rate-table-store";
import type { CompanyScope } from "#server/tenancy/caller";
import { companyScopeOf } from "../../../test/support/company-scope-of";
import type { HttpClient } from "../../../test/support/http-client";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { buildKindReport } from "./build-report";

/*
 * A report reads the record, its client's name, the company, its owner's e-mail and the logo in
 * one statement; the rate tables it names come from the instance's cache (stored tables never
 * change). Counted at the driver, so a query added anywhere on the path shows here.
 */

let t: TestApp;
let a: HttpClient;
let scope: CompanyScope;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const adviser = await subscribedAdviser(t, "Lerato Mokoena", { accountName: "Mokoena Wealth" });
  a = adviser.client;
  scope = await companyScopeOf(t, adviser.userId);
  const logo = await sharp({
    create: { width: 300, height: 100, channels: 3, background: "#1f3a68" },
  })
    .png()
    .toBuffer();
  expect(
    (await a.request("PUT", "/api/v1/company/logo", logo, { "content-type": "image/png" })).status,
  ).toBe(200);
  const clientId = (await addClient(a, { clientName: "Zoë", clientSurname: "Nkosi" })).id;
  for (const kind of KINDS) ids[kind.kind] = (await addRecord(a, kind, clientId, "Plan A")).id;
});
afterAll(async () => t.close());

/** Statements sent to the database while `fn` runs (both drivers' clients answer `query`). */
async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
  const client = (t.database.db as unknown as { $client: { query: (...args: never[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, "query");
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("a report's database reads", () => {
  it.each(KINDS.map((k) => k.kind))(
    "%s: one statement once the rate tables are cached",
    async (kind) => {
      // A long "newest version" time, so a slow machine cannot expire it between the two builds.
      const deps = { db: t.database.db, tables: createRateTableStore(t.database.db, 600_000) };
      const id = ids[kind] ?? "";
      await buildKindReport(deps, kind, { scope, id });
      let built: Awaited<ReturnType<typeof buildKindReport>> | undefined;
      const statements = await statementsDuring(async () => {
        built = await buildKindReport(deps, kind, { scope, id });
      });
      expect(statements).toBe(1);
      expect(built?.report.clientFullName).toBe("Zoë Nkosi");
      expect(built?.report.company.name).toBe("Mokoena Wealth");
      expect(built?.report.company.logoUrl).toBe("/api/v1/company/logo");
      expect(built?.logo?.width).toBe(300);
    },
  );

  it("a deleted record is refused from the same read (409), another company's id is 404", async () => {
    const { client: other } = await subscribedAdviser(t, "Bongani Buthelezi");
    const otherClient = (await addClient(other)).id;
    const foreign = (await addRecord(other, KINDS[0], otherClient, "Theirs")).id;
    expect((await a.get(`/api/v1/scenarios/${foreign}/report`)).status).toBe(404);
    const clientId = (await addClient(a)).id;
    const doomed = (await addRecord(a, KINDS[0], clientId, "Gone")).id;
    expect((await del(a, `/api/v1/scenarios/${doomed}`)).status).toBe(204);
    const res = await a.get(`/api/v1/scenarios/${doomed}/report`);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("records/deleted");
  });
});
