import { foreignKey, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { client } from "./client";
import { company } from "./company";
import { record, recordKind } from "./record";
import { user } from "./user";

/**
 * A single record's report handed out as a file (PDF, Word, Excel or CSV): who, when, which
 * version of the record (docs/decisions/034-record-history-and-report-issues.md). The client
 * summary's timeline lists these next to the issued packs. Goes with the record and the client.
 */
export const reportIssue = pgTable(
  "report_issue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    recordId: uuid("record_id")
      .notNull()
      .references(() => record.id, { onDelete: "cascade" }),
    kind: recordKind("kind").notNull(),
    /** "pdf", "docx", "xlsx" or "csv". */
    format: text("format").notNull(),
    recordVersion: integer("record_version").notNull(),
    /** The record's name when issued. */
    recordName: text("record_name").notNull(),
    issuedByUserId: text("issued_by_user_id").references(() => user.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "report_issue_client_fk",
      columns: [t.companyId, t.clientId],
      foreignColumns: [client.companyId, client.id],
    }).onDelete("cascade"),
    index("report_issue_client_issued_idx").on(t.companyId, t.clientId, t.issuedAt.desc()),
  ],
);
