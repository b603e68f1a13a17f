import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/database";
import { findClient } from "../src/features/clients/client-queries";
import type { CompanyScope, OwnCompany, SubscribedCompany } from "../src/tenancy/caller";

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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("a company scope comes only from the caller resolver", () => {
  it("no server file but the resolver casts a value to a scope or a company", () => {
    const casts = sourceFiles(SRC)
      .filter((file) => relative(SRC, file) !== RESOLVER)
      .filter((file) =>
        /\bas\s+(CompanyScope|OwnCompany|SubscribedCompany)\b/.test(readFileSync(file, "utf8")),
      )
      .map((file) => relative(SRC, file));
    expect(casts).toEqual([]);
    expect(readFileSync(join(SRC, RESOLVER), "utf8")).toMatch(/as OwnCompany\b/);
  });
});
