import type { Db } from "../../db/database";
import type { CompanyScope } from "../../tenancy/caller";
import type { RateTableStore } from "../rate-tables/rate-table-store";

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
