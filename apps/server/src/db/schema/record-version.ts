import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { company } from "./company";
import { record } from "./record";

/**
 * Every version a record reached, as it was then (docs/decisions/034-record-history-and-report-issues.md).
 * Written by the database (trigger `record_version_kept`) whenever a record is inserted or its
 * version moves, so no path that saves, locks, unlocks, deletes or restores can skip it. Never
 * changed; goes with the record (and so with its client and company).
 */
export const recordVersion = pgTable(
  "record_version",
  {
    recordId: uuid("record_id")
      .notNull()
      .references(() => record.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    taxYear: integer("tax_year"),
    inputs: jsonb("inputs").notNull(),
    locked: boolean("locked").notNull(),
    /** Set when this version is the record's deletion. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** When the record reached this version. */
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "record_version_pk", columns: [t.recordId, t.version] })],
);
