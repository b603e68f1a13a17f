import type { Db } from "#server/db/database";
import type { BillingConfig } from "../billing-env";
import { findCustomer } from "../customer-queries";
import { type InvoiceParty, insertInvoice, takeInvoiceNumber } from "./invoice-queries";
import { vatIncludedCents } from "./vat";

/**
 * Issues the tax invoice for one successful charge, inside the caller's transaction: the number
 * comes from a counter row bumped under its row lock, so a rolled-back payment leaves no gap.
 */
export async function issueInvoice(
  tx: Db,
  options: {
    companyId: string;
    paymentId: string;
    pfPaymentId: string;
    totalCents: number;
    /** What the charge paid for: seats × the plan price per seat (a coupon takes off the rest). */
    seats: number;
    seatPriceCents: number;
    issuedAt: Date;
    periodStart: Date;
    periodEnd: Date;
    description: string;
    seller: BillingConfig["seller"];
  },
) {
  const number = await takeInvoiceNumber(tx);
  if (number === null) throw new Error("invoice counter returned nothing");
  const buyerRow = await findCustomer(tx, options.companyId);
  if (!buyerRow) throw new Error("invoice for a company that does not exist");
  const buyer: InvoiceParty = {
    name: buyerRow.accountName,
    address: [
      buyerRow.addressLine1,
      buyerRow.addressLine2,
      buyerRow.city,
      buyerRow.postalCode,
      buyerRow.country,
    ].filter((line) => line.trim() !== ""),
    vatNumber: buyerRow.vatNumber,
    email: buyerRow.email,
  };
  const { seller } = options;
  const vatRate = seller.chargesVat ? seller.vatRatePercent : 0;
  const row = await insertInvoice(tx, {
    number,
    companyId: options.companyId,
    paymentId: options.paymentId,
    pfPaymentId: options.pfPaymentId,
    issuedAt: options.issuedAt,
    periodStart: options.periodStart,
    periodEnd: options.periodEnd,
    description: options.description,
    totalCents: options.totalCents,
    seats: options.seats,
    seatPriceCents: options.seatPriceCents,
    vatCents: vatIncludedCents(options.totalCents, vatRate),
    vatRatePercent: String(vatRate),
    seller: {
      name: seller.name,
      address: seller.address
        .split(/\s*[;\n]\s*/)
        .map((l) => l.trim())
        .filter(Boolean),
      vatNumber: seller.chargesVat ? seller.vatNumber : "",
      email: seller.email,
    },
    buyer,
  });
  if (!row) throw new Error("invoice insert returned nothing");
  return row;
}
