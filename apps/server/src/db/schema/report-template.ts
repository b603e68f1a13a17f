import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { recordKind } from "./record";
import { user } from "./user";

/** An administrator's replacement Word template for one record kind; no row = the built-in one. */
export const reportTemplate = pgTable("report_template", {
  kind: recordKind("kind").primaryKey(),
  fileName: text("file_name").notNull(),
  content: bytea("content").notNull(),
  uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});
