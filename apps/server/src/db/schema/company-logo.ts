import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { company } from "./company";

/** The company's logo, re-encoded to PNG on upload; kept apart so company reads stay small. */
export const companyLogo = pgTable("company_logo", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => company.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  etag: text("etag").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
