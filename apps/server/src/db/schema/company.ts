import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./user";

/**
 * The adviser's company profile (the specification's "Account"). One per owner.
 *
 * `owner_user_id` is the account holder, and the holder is always one of the company's owner
 * members: `(id, owner_user_id, holder_role)` references `company_member (company_id, user_id,
 * role)`, deferred to the end of the transaction (migration 0021; drizzle cannot declare a
 * deferrable key). A transaction that removes or demotes the holder without passing the holding
 * on (`members/pass-holding.ts`) fails at commit.
 */
export const company = pgTable(
  "company",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .unique()
      .references(() => user.id),
    /** Always 'owner': the role the holder's membership row must have (see the key above). */
    holderRole: text("holder_role").notNull().default("owner"),
    accountName: text("account_name").notNull(),
    contactFirstName: text("contact_first_name").notNull(),
    contactLastName: text("contact_last_name").notNull().default(""),
    email: text("email").notNull(),
    phoneCountryCode: text("phone_country_code").notNull(),
    phoneNumber: text("phone_number").notNull(),
    vatNumber: text("vat_number").notNull().default(""),
    website: text("website").notNull().default(""),
    /** The FSCA's FSP number (digits), printed on the record-of-advice pack; null when not given. */
    fspNumber: text("fsp_number"),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull(),
    country: text("country").notNull(),
    postalCode: text("postal_code").notNull(),
    welcomed: boolean("welcomed").notNull().default(false),
    inflation: numeric("inflation", { precision: 9, scale: 6 }).notNull().default("0.05"),
    investment: numeric("investment", { precision: 9, scale: 6 }).notNull().default("0.08"),
    /** Firm default: the yearly fee on a new comparison's investments, as a fraction (0.01 = 1%). */
    annualFee: numeric("annual_fee", { precision: 9, scale: 6 }).notNull().default("0"),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    /** The "Basis and assumptions" disclaimer printed on reports; null = the product's default text. */
    reportDisclaimer: text("report_disclaimer"),
    /** Whether assistants and read-only members may export a client's personal data (ADR 050). */
    exportByStaff: boolean("export_by_staff").notNull().default(false),
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (table) => [check("company_holder_role_check", sql`${table.holderRole} = 'owner'`)],
);
