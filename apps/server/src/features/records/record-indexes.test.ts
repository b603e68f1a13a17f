import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClient, addRecord, KINDS, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { listRecordsQuery } from "./record-queries";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)
    ? result.rows
    : [];

describe("indexes", () => {
  it("GET /clients/:clientId/scenarios is an index range scan already in createdAt order (no sort)", async () => {
    const { client, company } = await subscribedAdviser(t);
    const c = await addClient(client);
    const scenarios = KINDS[0];
    for (const name of ["A", "B", "C"]) await addRecord(client, scenarios, c.id, name);
    const { sql: text } = listRecordsQuery(t.database.db, false).toSQL();
    const plan = await t.database.db.transaction(async (tx) => {
      // Tiny test tables would make any plan cheap: rule out the alternatives to see the index.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql.raw(`prepare records_list_plan as ${text}`));
      const explained = await tx.execute(
        sql.raw(
          `explain (format json) execute records_list_plan('${company.id}', '${c.id}', 'scenario', 1000)`,
        ),
      );
      await tx.execute(sql`deallocate records_list_plan`);
      return JSON.stringify(rowsOf(explained));
    });
    expect(plan).toContain('"Index Name":"record_client_kind_created_idx"');
    expect(plan).toContain('"Scan Direction":"Forward"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
