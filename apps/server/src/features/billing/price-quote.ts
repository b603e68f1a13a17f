import type { PriceQuote } from "@adviser-desk/contracts";

export interface CouponTerms {
  code: string;
  /** As stored (numeric text); anything that is not a percentage 0–100 counts as 0 (spec §3). */
  discountPercent: string | number | null;
  appliesTo: "first-payment" | "every-payment";
}

export function discountPercentOf(raw: string | number | null | undefined): number {
  const value = typeof raw === "number" ? raw : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : 0;
}

/**
 * Spec §9: price = amount − amount × discount / 100, in cents. The discount is rounded half-up
 * to the cent (in the buyer's favour by at most half a cent), so the price is a whole cent.
 */
export function discountedCents(planCents: number, percent: number): number {
  const discount = Math.round((planCents * Math.round(percent * 100)) / 10_000);
  return planCents - discount;
}

export function priceQuote(planAmountCents: number, coupon: CouponTerms | null): PriceQuote {
  if (!coupon) {
    return {
      planAmountCents,
      couponCode: null,
      discountPercent: 0,
      appliesTo: null,
      firstAmountCents: planAmountCents,
      recurringAmountCents: planAmountCents,
    };
  }
  const percent = discountPercentOf(coupon.discountPercent);
  const discounted = discountedCents(planAmountCents, percent);
  return {
    planAmountCents,
    couponCode: coupon.code,
    discountPercent: percent,
    appliesTo: coupon.appliesTo,
    firstAmountCents: discounted,
    recurringAmountCents: coupon.appliesTo === "every-payment" ? discounted : planAmountCents,
  };
}
