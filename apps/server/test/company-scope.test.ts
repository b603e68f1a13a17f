import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/database";
import { findClient } from "#server/features/clients/client-queries";
import type { CompanyScope, OwnCompany, SubscribedCompany } from "#server/tenancy/caller";
import { findScopeForgeries, namesToGuard, type SourceFile } from "./support/scope-forgeries";

/*
 * A CompanyScope is made only by the caller resolver (src/tenancy/caller.ts). The lines marked
 * @ts-expect-error are checked by `npm run typecheck`: if any of them compiled, the brand would no
 * longer protect the company-scoped queries, and the typecheck fails on the unused directive.
 */

// Never called: it exists for the compiler.
export function forgedScopes(db: Db, ownCompany: OwnCompany) {
  // @ts-expect-error a plain object with an id is not a scope (the brand's key cannot be named here)
  const literal: CompanyScope = { id: "00000000-0000-4000-8000-000000000000" };
  // @ts-expect-error a bare company id is not a scope
  const bare: CompanyScope = "00000000-0000-4000-8000-000000000000";
  // @ts-expect-error a company is not a subscribed company until the resolver says so
  const subscribed: SubscribedCompany = ownCompany;
  // @ts-expect-error a query takes the scope, not a company id taken from a request
  const byId = findClient(db, { companyId: literal.id, id: "x" });
  // The resolver's own company is a scope: this compiles.
  const fine = findClient(db, { scope: ownCompany, id: "x" });
  return [bare, subscribed, byId, fine];
}

const SRC = join(import.meta.dirname, "../src");
const RESOLVER = "tenancy/caller.ts";

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [
            {
              path: relative(SRC, join(dir, entry.name)),
              text: readFileSync(join(dir, entry.name), "utf8"),
            },
          ]
        : [],
  );
}

/** A feature file of the real tree, to which each sample is added as one more file. */
const sample = (text: string): SourceFile => ({ path: "features/probe/probe-routes.ts", text });
const forgeriesIn = (text: string, files: SourceFile[] = []) =>
  findScopeForgeries(sample(text), namesToGuard([...files, sample(text)]));

describe("a company scope comes only from the caller resolver", () => {
  it("no server file but the resolvers makes a scope, a company, a caller or a signed-in user", () => {
    const files = sourceFiles(SRC);
    const homes = namesToGuard(files);
    const forgeries = files.flatMap((file) =>
      findScopeForgeries(file, homes).map((forgery) => `${file.path}: ${forgery}`),
    );
    expect(forgeries).toEqual([]);
    expect(readFileSync(join(SRC, RESOLVER), "utf8")).toMatch(/as OwnCompany\b/);
  });

  it("the check finds each way of making one", () => {
    const samples = [
      "const s = { id } as CompanyScope;",
      "const s = { id } as unknown as CompanyScope;",
      "const s = { id } as unknown as\n  OwnCompany;",
      "const s = <CompanyScope>{ id };",
      "const s = <SubscribedCompany>(<unknown>{ id });",
      "type Scope = CompanyScope;\nconst s = { id } as Scope;",
      "type Scope = Readonly<CompanyScope> | null;",
      "type Scope = Extract<Caller, { company: unknown }>;",
      "interface Scope extends CompanyScope {}",
      "import type { CompanyScope as Scope } from '../../tenancy/caller';",
      "const s = x as CallerOf['company']['company'];",
      "const s = x as Extract<Caller, { company: unknown }>['company'];",
      "const s = x as NonNullable<UserMaybeCompanyCaller['company']>;",
      "const s = x as typeof caller.company;",
      "const s = x as Parameters<typeof findClient>[1]['scope'];",
      "const s = x as ReturnType<typeof resolveCaller>;",
      "findOwnCompanyOf(request, { id: otherUserId } as SessionUser);",
      "findOwnCompanyOf(request, <SessionUser>{ id: otherUserId });",
      "const user = { id, email, name } satisfies SessionUser;",
      "const user: SessionUser = { id, email, name, role: null };",
      "const s: CompanyScope = JSON.parse(text);",
      "const s = forge<CompanyScope>({ id });",
      "// @ts-expect-error\nconst s: CompanyScope = { id };",
      "// @ts-ignore\nfindClient(db, { scope: { id }, id: 'x' });\nconst t: CompanyScope = s;",
    ];
    const realQuery = {
      path: "features/clients/client-queries.ts",
      text: "export async function findClient(db: Db, params: { scope: CompanyScope; id: string }) {}",
    };
    for (const text of samples) {
      expect(forgeriesIn(text, [realQuery]), text).not.toEqual([]);
    }
  });

  it("the check passes what every company-scoped file writes", () => {
    const fine = [
      "import type { CompanyScope } from '../../tenancy/caller';",
      "export async function listThings(db: Db, scope: CompanyScope) {}",
      "export async function findThing(db: Db, params: { scope: CompanyScope; id: string }) {}",
      "interface Deps { scope: CompanyScope; db: Db }",
      "handler: async ({ caller: { user, company } }) => findThing(db, { scope: company, id })",
      "const rows = (result as unknown as { rows: Row[] }).rows;",
      "const n = count as number;",
      "if (a < b) return x as const;",
    ];
    for (const text of fine) expect(forgeriesIn(text), text).toEqual([]);
  });
});
