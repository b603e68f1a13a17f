import type { AdvicePackRecord, IssuedRoaContent } from "@adviser-desk/contracts";
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { client } from "./client";
import { company } from "./company";
import { user } from "./user";

/**
 * An issued record-of-advice pack (docs/decisions/027-client-summary-and-advice-pack.md): the PDF
 * bytes exactly as handed to the client, their SHA-256, and the records and versions printed in
 * it. Never changed after it is written: a download is these bytes.
 */
export const advicePack = pgTable(
  "advice_pack",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    issuedByUserId: text("issued_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The issuer's name when issued (the user may be deleted later). */
    issuedByName: text("issued_by_name").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Hex SHA-256 of `pdf`. */
    sha256: text("sha256").notNull(),
    pages: integer("pages").notNull(),
    records: jsonb("records").$type<AdvicePackRecord[]>().notNull(),
    pdf: bytea("pdf").notNull(),
    /**
     * A record of advice (ADR 051): its number among the client's records of advice (1, 2, …)
     * and the content printed, with the figures derived from the records when issued. Null on
     * the packs issued before records of advice were written in the app.
     */
    roaNumber: integer("roa_number"),
    content: jsonb("content").$type<IssuedRoaContent>(),
  },
  (t) => [
    foreignKey({
      name: "advice_pack_client_fk",
      columns: [t.companyId, t.clientId],
      foreignColumns: [client.companyId, client.id],
    }).onDelete("cascade"),
    index("advice_pack_client_issued_idx").on(t.companyId, t.clientId, t.issuedAt.desc()),
    unique("advice_pack_client_roa_number").on(t.companyId, t.clientId, t.roaNumber),
  ],
);
