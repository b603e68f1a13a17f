import { RECORD_KINDS } from "@adviser-desk/contracts/record-common";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { client } from "./client";
import { company } from "./company";
import { user } from "./user";

/** The record kinds of the contracts: a fifth kind is a new enum value (and its migration). */
export const recordKind = pgEnum("record_kind", RECORD_KINDS);

/**
 * A client's calculation: tax scenario, transfer duty, home loan repayment or investment
 * comparison (one table for the four kinds: docs/decisions/010-record-storage.md). Inputs are
 * jsonb validated by the contracts schema on every write; a locked record also keeps the result
 * it showed and the rate tables it was computed with.
 */
export const record = pgTable(
  "record",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Denormalised from the client so every query is scoped by tenant in its WHERE. */
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    kind: recordKind("kind").notNull(),
    /** The scenario name or the description. */
    name: text("name").notNull(),
    /** Scenarios only: the SARS year of assessment. */
    taxYear: integer("tax_year"),
    inputs: jsonb("inputs").notNull(),
    locked: boolean("locked").notNull().default(false),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** Locked records only: the result as computed at lock time. */
    resultSnapshot: jsonb("result_snapshot"),
    /** Locked records only: the rate_table rows the snapshot was computed with. */
    rateTableIds: uuid("rate_table_ids").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    /** Who created the record, changed it last and locked it (the member audit, ADR 030). */
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    updatedByUserId: text("updated_by_user_id").references(() => user.id, { onDelete: "set null" }),
    lockedByUserId: text("locked_by_user_id").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    foreignKey({
      name: "record_client_fk",
      columns: [t.companyId, t.clientId],
      foreignColumns: [client.companyId, client.id],
    }).onDelete("cascade"),
    // GET /clients/:clientId/<kind>: an index range scan in createdAt-descending order.
    index("record_client_kind_created_idx").on(
      t.companyId,
      t.clientId,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      "record_tax_year_only_for_scenarios",
      sql`(${t.kind} = 'scenario') = (${t.taxYear} is not null)`,
    ),
    check(
      "record_locked_has_snapshot",
      sql`not ${t.locked} or (${t.resultSnapshot} is not null and ${t.lockedAt} is not null)`,
    ),
  ],
);
