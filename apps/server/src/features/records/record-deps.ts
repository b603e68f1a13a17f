import type { Db } from "../../db/database";
import type { RateTableStore } from "../../rate-tables/rate-table-store";

/** What the record functions work with: the database and the rate tables read from it. */
export interface RecordDeps {
  db: Db;
  tables: RateTableStore;
}

/** One record of the caller's company (the company id always comes from requireSubscriber). */
export interface RecordTarget {
  companyId: string;
  id: string;
}
