import type { Db } from "#server/db/database";
import type { RateTableStore } from "#server/features/rate-tables";
import type { CompanyScope } from "#server/tenancy/caller";

/** What the record functions work with: the database and the rate tables read from it. */
export interface RecordDeps {
  db: Db;
  tables: RateTableStore;
}

/** One record of the caller's company (the scope comes only from the caller, tenancy/caller.ts). */
export interface RecordTarget {
  scope: CompanyScope;
  id: string;
}
