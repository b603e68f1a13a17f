import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { invoice, invoiceCounter } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

export type { InvoiceParty } from "#server/db/schema/invoice";
export type InvoiceRow = typeof invoice.$inferSelect;

/** The company's invoice with this id, or null. */
export async function findInvoice(db: Db, params: { scope: CompanyScope; id: string }) {
  const [row] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.id, params.id), inCompany(invoice.companyId, params.scope)));
  return row ?? null;
}

/** The company's invoices, the latest first. */
export async function listCompanyInvoices(db: Db, scope: CompanyScope): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoice)
    .where(inCompany(invoice.companyId, scope))
    .orderBy(desc(invoice.number));
}

/** How many charges of this agreement have been invoiced. */
export async function countAgreementInvoices(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoice)
    .where(eq(invoice.paymentId, paymentId));
  return row?.n ?? 0;
}

/**
 * Takes the next invoice number: the one-row counter is bumped under its row lock, in the
 * caller's transaction, so a rolled-back payment leaves no gap. Null if the counter answered
 * nothing.
 */
export async function takeInvoiceNumber(db: Db): Promise<number | null> {
  const [counter] = await db
    .insert(invoiceCounter)
    .values({ id: "invoice", lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounter.id,
      set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounter.lastNumber });
  return counter?.number ?? null;
}

/** Stores an issued invoice; the stored row, or null. */
export async function insertInvoice(
  db: Db,
  values: typeof invoice.$inferInsert,
): Promise<InvoiceRow | null> {
  const [row] = await db.insert(invoice).values(values).returning();
  return row ?? null;
}
