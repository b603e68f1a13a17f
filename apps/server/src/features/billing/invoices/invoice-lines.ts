import { formatCents } from "@adviser-desk/format";

export interface InvoiceLine {
  label: string;
  amountCents: number;
}

/**
 * The invoice's rows and the total they add up to. A per-seat invoice shows seats × the price
 * per seat, then the coupon's discount when the charge was less; an invoice issued before
 * per-seat billing (no seats stored), or one whose charge is not seats × price less a discount,
 * is one row of the amount charged. The total is always the sum of the rows shown.
 */
export function invoiceLines(row: {
  description: string;
  totalCents: number;
  seats: number | null;
  seatPriceCents: number | null;
}): { lines: InvoiceLine[]; totalCents: number } {
  const single = { lines: [{ label: row.description, amountCents: row.totalCents }] };
  let lines: InvoiceLine[] = single.lines;
  if (row.seats !== null && row.seatPriceCents !== null && row.seats > 0) {
    const gross = row.seats * row.seatPriceCents;
    const discount = gross - row.totalCents;
    if (discount >= 0) {
      const seatWord = row.seats === 1 ? "seat" : "seats";
      lines = [
        {
          label: `${row.description}: ${row.seats} ${seatWord} × ${formatCents(row.seatPriceCents)}`,
          amountCents: gross,
        },
        ...(discount > 0 ? [{ label: "Coupon discount", amountCents: -discount }] : []),
      ];
    }
  }
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}
