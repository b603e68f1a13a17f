import type { RoaContent } from "@adviser-desk/contracts";
import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { client } from "./client";
import { company } from "./company";
import { user } from "./user";

/**
 * A client's record of advice being written (one draft per client). Issuing copies it into an
 * `advice_pack` row with the PDF; the draft stays, so the next issue starts from it.
 */
export const recordOfAdviceDraft = pgTable(
  "record_of_advice_draft",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    content: jsonb("content").$type<RoaContent>().notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: text("updated_by_user_id").references(() => user.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    primaryKey({ name: "record_of_advice_draft_pk", columns: [t.companyId, t.clientId] }),
    foreignKey({
      name: "record_of_advice_draft_client_fk",
      columns: [t.companyId, t.clientId],
      foreignColumns: [client.companyId, client.id],
    }).onDelete("cascade"),
  ],
);
