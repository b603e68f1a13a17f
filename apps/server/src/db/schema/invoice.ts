import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { company } from "./company";
import { payment } from "./payment";

export interface InvoiceParty {
  name: string;
  address: string[];
  vatNumber: string;
  email: string;
}

/** A tax invoice per successful PayFast charge; parties are copied as they were on the day. */
export const invoice = pgTable(
  "invoice",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Gap-free: taken from invoice_counter in the same transaction that creates the invoice. */
    number: integer("number").notNull().unique(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payment.id),
    pfPaymentId: text("pf_payment_id").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Seats charged and the plan price per seat; null on invoices issued before per-seat billing. */
    seats: integer("seats"),
    seatPriceCents: integer("seat_price_cents"),
    vatCents: integer("vat_cents").notNull(),
    vatRatePercent: numeric("vat_rate_percent", { precision: 5, scale: 2 }).notNull(),
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
  },
  (t) => [index("invoice_company_idx").on(t.companyId, t.number)],
);

/** The last invoice number issued (one row); bumped under a row lock, so numbers never skip. */
export const invoiceCounter = pgTable("invoice_counter", {
  id: text("id").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});
