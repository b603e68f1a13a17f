/**
 * The VAT inside a VAT-inclusive total, in cents: total × rate / (100 + rate), rounded half-up
 * to the cent (R999.99 at 15% → R130.43). Integer arithmetic on basis points, no floats.
 */
export function vatIncludedCents(totalCents: number, ratePercent: number): number {
  const rateBp = Math.round(ratePercent * 100);
  if (rateBp <= 0) return 0;
  const numerator = totalCents * rateBp;
  const denominator = 10_000 + rateBp;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export const invoiceLabel = (number: number) => `INV-${String(number).padStart(6, "0")}`;
