import { describe, expect, it } from "vitest";
import { findingsIn, type Refused, repoFiles } from "./support/repo-files";

/*
 * SQL is written in one kind of file (ADR 047): a `*-queries.ts`, `apps/server/src/db/` and the
 * shared WHERE of `apps/server/src/tenancy/in-company.ts`. Lint keeps Drizzle's imports there
 * (ADR 036), but the database handle every service holds runs a string or a prepared statement
 * without any import, so these are the ways a service would reach SQL by itself.
 */
const RAW_SQL: Refused[] = [
  { pattern: /\.execute\s*\(/g, why: "runs SQL (a string, an sql template or a statement)" },
  { pattern: /\bsql\s*(?:<[^>]*>)?\s*`/g, why: "an sql template" },
  { pattern: /\bsql\s*\.\s*raw\s*\(/g, why: "raw SQL text" },
  { pattern: /\$client\b/g, why: "the driver under Drizzle, which runs any string" },
];

/** Files outside the SQL layer allowed a match, each with the reason. None today. */
const NOT_RAW_SQL: Record<string, string> = {};

const SOURCE = /^apps\/server\/src\/.+\.(?:ts|tsx)$/;
const SQL_LAYER =
  /-queries\.ts$|^apps\/server\/src\/db\/|^apps\/server\/src\/tenancy\/in-company\.ts$/;
const TESTS = /\.test\.tsx?$/;

const findings = (file: string) => findingsIn(file, RAW_SQL);

const sources = repoFiles().filter(
  (file) => SOURCE.test(file) && !SQL_LAYER.test(file) && !TESTS.test(file),
);

describe("SQL is written only in queries files, db/ and the shared company WHERE", () => {
  it("no service, route, job or shared module runs SQL of its own", () => {
    const found = sources.filter((file) => !(file in NOT_RAW_SQL)).flatMap(findings);
    expect(found).toEqual([]);
  });

  it("every exemption still has something to exempt (the list does not go stale)", () => {
    const stale = Object.keys(NOT_RAW_SQL).filter(
      (file) => !sources.includes(file) || findings(file).length === 0,
    );
    expect(stale).toEqual([]);
  });

  it("the check looks at the server's sources and leaves the SQL layer alone", () => {
    expect(sources).toContain("apps/server/src/features/clients/create-client.ts");
    expect(sources).toContain("apps/server/src/http/health-routes.ts");
    expect(sources).not.toContain("apps/server/src/features/clients/client-queries.ts");
    expect(sources).not.toContain("apps/server/src/db/notify.ts");
    expect(sources).not.toContain("apps/server/src/tenancy/in-company.ts");
  });

  it("the check finds each way of running SQL outside the SQL layer", () => {
    const samples = [
      "await db.execute(sql`delete from client`);",
      'await tx.execute("delete from client");',
      "await deps.db.execute (statement);",
      "await prepared.execute({ key });",
      "const where = sql`true`;",
      "const n = sql<number>`count(*)`;",
      'const text = sql.raw("delete from client");',
      'await db.$client.query("delete from client");',
    ];
    for (const sample of samples) {
      expect(
        RAW_SQL.some(({ pattern }) => new RegExp(pattern.source).test(sample)),
        sample,
      ).toBe(true);
    }
  });
});
