import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { client } from "./client";
import { user } from "./user";

/**
 * A client shared with another adviser of the same company (ADR 030): that adviser and the
 * assistants assigned to them see the client as its responsible adviser does.
 */
export const clientShare = pgTable(
  "client_share",
  {
    companyId: uuid("company_id").notNull(),
    clientId: uuid("client_id").notNull(),
    adviserUserId: text("adviser_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull().defaultNow(),
    sharedByUserId: text("shared_by_user_id").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.adviserUserId] }),
    // A share can only name a client of its own company, whatever the code does.
    foreignKey({
      name: "client_share_client_fk",
      columns: [t.companyId, t.clientId],
      foreignColumns: [client.companyId, client.id],
    }).onDelete("cascade"),
    index("client_share_adviser_idx").on(t.companyId, t.adviserUserId),
  ],
);
