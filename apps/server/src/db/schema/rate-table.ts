import {
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./user";

export const rateTableKind = pgEnum("rate_table_kind", [
  "tax-year",
  "transfer-duty",
  "transfer-cost-tariff",
  "lump-sum",
]);

/**
 * Versioned rate tables (tax years, transfer duty tables, transfer cost tariffs, retirement
 * lump-sum tables), seeded from
 * packages/finance at start. Rows are never changed: a correction is a new version of the same
 * key, so the ids a locked record keeps always mean the same figures.
 */
export const rateTable = pgTable(
  "rate_table",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: rateTableKind("kind").notNull(),
    /** The tax year ("2027") or the date the table takes effect ("2025-04-01", lump sums too). */
    key: text("key").notNull(),
    version: integer("version").notNull(),
    /** The table as packages/finance takes it (validated by its schema when loaded). */
    data: jsonb("data").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The administrator who imported this version; null for the built-in tables. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [unique("rate_table_kind_key_version_unique").on(t.kind, t.key, t.version)],
);
