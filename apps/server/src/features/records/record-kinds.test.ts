import {
  KINDS as CONTRACT_KINDS,
  RECORD_KINDS,
  templatePlaceholders,
} from "@adviser-desk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateTableStore } from "#server/features/rate-tables/rate-table-store";
import { buildKindReport } from "#server/features/reports/build-report";
import type { CompanyScope } from "#server/tenancy/caller";
import { companyScopeOf } from "../../../test/support/company-scope-of";
import {
  addClient,
  addRecord,
  KINDS as KIND_CASES,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { KINDS } from "./kinds";

describe("the server's record kinds", () => {
  it("hold every kind of the union, under its own name", () => {
    expect(Object.keys(KINDS)).toEqual([...RECORD_KINDS]);
    for (const kind of RECORD_KINDS) expect(KINDS[kind].kind).toBe(kind);
  });

  it.each(RECORD_KINDS)("%s: has spreadsheets exactly when its contract says so", (kind) => {
    expect(KINDS[kind].sheets === null).toBe(CONTRACT_KINDS[kind].spreadsheets === null);
  });
});

describe("a kind's report content and its Word placeholders agree", () => {
  let t: TestApp;
  let scope: CompanyScope;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const adviser = await subscribedAdviser(t);
    scope = await companyScopeOf(t, adviser.userId);
    const clientId = (await addClient(adviser.client)).id;
    for (const kind of KIND_CASES) {
      ids[kind.kind] = (await addRecord(adviser.client, kind, clientId, "Plan A")).id;
    }
  });
  afterAll(async () => t.close());

  it.each(RECORD_KINDS)(
    "%s: the content fills only placeholders its template may use, and every loop",
    async (kind) => {
      const deps = { db: t.database.db, tables: createRateTableStore(t.database.db) };
      const built = await buildKindReport(deps, kind, { scope, id: ids[kind] ?? "" });
      const { fields, loops } = templatePlaceholders(kind);
      for (const field of Object.keys(built.content.fields)) expect(fields).toContain(field);
      expect(Object.keys(built.content.loops).sort()).toEqual(
        Object.keys(CONTRACT_KINDS[kind].template.loops).sort(),
      );
      // Table headings follow the record's columns: a two-option comparison has no option3Label.
      const headings: readonly string[] = CONTRACT_KINDS[kind].template.headings;
      for (const placeholder of [...fields, ...Object.keys(loops)]) {
        if (placeholder === "accountImage" || headings.includes(placeholder)) continue;
        expect(built.templateData).toHaveProperty(placeholder);
      }
    },
  );
});
