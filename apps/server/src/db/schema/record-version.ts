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

/**
 * Every version a record reached, as it was then (docs/decisions/034-record-history-and-report-issues.md).
 * Written by the database (trigger `record_version_kept`) whenever a record is inserted or its
 * version moves, so no path that saves, locks, unlocks, deletes or restores can skip it. Never
 * changed; goes with the record (and so with its client and company) by the trigger
 * `record_versions_dropped` (migration 0020, ADR 042).
 */
export const recordVersion = pgTable(
  "record_version",
  {
    /**
     * No foreign key: only the trigger writes rows, for the record it is saving, and a key would
     * make every save check it again (a query and a row lock on the record, ADR 042). Rows go
     * with their record by the trigger `record_versions_dropped`.
     */
    recordId: uuid("record_id").notNull(),
    /**
     * No foreign key: the record's own goes with the company already, and checking one here
     * would lock the company row on every save (one shared row for all its advisers' saves).
     */
    companyId: uuid("company_id").notNull(),
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
