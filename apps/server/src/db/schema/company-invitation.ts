import { memberRoles } from "@adviser-desk/contracts";
import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { company } from "./company";
import { user } from "./user";

/**
 * A pending invitation to join a company (ADR 029). Only the SHA-256 of the link's random token
 * is kept; one row per company and e-mail, so re-inviting replaces the token (the old link dies);
 * accepting deletes the row (single use).
 */
export const companyInvitation = pgTable(
  "company_invitation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: memberRoles }).notNull(),
    /** An assistant's advisers from the first day (copied to `company_member` on accept). */
    assignedAdviserIds: text("assigned_adviser_ids").array().notNull().default(sql`'{}'::text[]`),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    invitedByUserId: text("invited_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("company_invitation_company_email").on(table.companyId, table.email)],
);
