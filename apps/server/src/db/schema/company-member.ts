import { memberRoles } from "@adviser-desk/contracts";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { company } from "./company";
import { user } from "./user";

/**
 * Who belongs to a company and in which role (issue 19, ADR 029). A user belongs to at most one
 * company (`user_id` is the key). `assigned_adviser_ids` lists, for an assistant, the advisers
 * (user ids) they prepare records for; empty for other roles.
 */
export const companyMember = pgTable(
  "company_member",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    role: text("role", { enum: memberRoles }).notNull(),
    assignedAdviserIds: text("assigned_adviser_ids").array().notNull().default(sql`'{}'::text[]`),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the company's creator (and for rows the backfill wrote). */
    addedByUserId: text("added_by_user_id").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    index("company_member_company_idx").on(table.companyId),
    // What the company's account-holder key references (company.ts).
    unique("company_member_company_user_role_key").on(table.companyId, table.userId, table.role),
    check(
      "company_member_role_check",
      sql`${table.role} in ('owner', 'adviser', 'assistant', 'read-only')`,
    ),
  ],
);
