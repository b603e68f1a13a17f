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
  ],
);
