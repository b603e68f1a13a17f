import type {
  ClientTitle,
  Dependant,
  MaritalRegime,
  MaritalStatus,
  RetirementFund,
} from "@adviser-desk/contracts";
import { sql } from "drizzle-orm";
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { company } from "./company";
import { user } from "./user";

/** A client of the adviser's company (spec "Client"). Soft-deleted: `deleted_at`, never removed. */
export const client = pgTable(
  "client",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull(),
    clientSurname: text("client_surname").notNull(),
    email: text("email"),
    phone: text("phone"),
    idNumber: text("id_number"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    notes: text("notes"),
    // The profile (packages/contracts/src/client-profile.ts validates every field).
    title: text("title").$type<ClientTitle>(),
    maritalStatus: text("marital_status").$type<MaritalStatus>(),
    maritalRegime: text("marital_regime").$type<MaritalRegime>(),
    /** The spouse or partner, a client of the same company (the composite key below). */
    spouseClientId: uuid("spouse_client_id"),
    dependants: jsonb("dependants").$type<Dependant[]>().notNull().default(sql`'[]'::jsonb`),
    employer: text("employer"),
    annualIncome: numeric("annual_income", { precision: 14, scale: 2 }),
    incomeNotes: text("income_notes"),
    taxReference: text("tax_reference"),
    retirementFunds: jsonb("retirement_funds")
      .$type<RetirementFund[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Rands paid into tax-free savings accounts so far (lifetime), and of them this tax year. */
    tfsaContributionsLifetime: numeric("tfsa_contributions_lifetime", { precision: 14, scale: 2 }),
    tfsaContributionsThisTaxYear: numeric("tfsa_contributions_this_tax_year", {
      precision: 14,
      scale: 2,
    }),
    /** People on the client's medical scheme, the client included (0 = none); null: not known. */
    medicalSchemeMembers: integer("medical_scheme_members"),
    /** The adviser's last "mark reviewed" of the client file; the summary lists changes since. */
    lastReviewedAt: timestamp("last_reviewed_at", { withTimezone: true }),
    /**
     * The member (owner or adviser) answerable for the client (ADR 030): the client is visible to
     * them, the advisers it is shared with (client_share), their assistants, the owner and
     * read-only members. Null only after that user's account was deleted outright (the owner and
     * read-only members still see the client); removing a member reassigns their clients first.
     */
    responsibleAdviserId: text("responsible_adviser_id").references(() => user.id, {
      onDelete: "set null",
    }),
    /** Who created the client and who changed it last (the member audit, ADR 030). */
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    updatedByUserId: text("updated_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The day the adviser's service to the client ended, if it has (FAIS retention counts from it). */
    serviceEndedOn: date("service_ended_on", { mode: "string" }),
    /** The adviser's own next-review date; null = a year after the last advice or review. */
    nextReviewOn: date("next_review_on", { mode: "string" }),
    /**
     * Set when an erasure (or the purge) had to keep the client for FAIS (ADR 050): the client is
     * read-only (the `client_restricted_guard` triggers) and hidden, and the purge erases it on
     * the day after `erase_after`, the last day it must be kept.
     */
    restrictedAt: timestamp("restricted_at", { withTimezone: true }),
    eraseAfter: date("erase_after", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    // Lets records reference (company_id, client_id): a record can never point at another
    // company's client, whatever the code does.
    unique("client_company_id_id_unique").on(t.companyId, t.id),
    // A spouse link can only name a client of the same company, whatever the code does.
    foreignKey({
      name: "client_spouse_same_company_fk",
      columns: [t.companyId, t.spouseClientId],
      foreignColumns: [t.companyId, t.id],
    }),
    // The client list: one company's clients by surname, name, id (keyset pagination and
    // case-insensitive prefix search walk this index).
    index("client_company_surname_name_idx").on(
      t.companyId,
      sql`lower(${t.clientSurname})`,
      sql`lower(${t.clientName})`,
      t.id,
    ),
    index("client_responsible_adviser_idx").on(t.companyId, t.responsibleAdviserId),
  ],
);
