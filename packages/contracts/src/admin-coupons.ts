import { z } from "zod";

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/** A new coupon (spec §3 Coupon: a percentage discount; usedBy keyed by e-mail). */
export const createCouponInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(
        z.string().regex(COUPON_CODE_PATTERN, {
          error: "code must be 3 to 40 letters, digits, - or _",
        }),
      ),
    discountPercent: z
      .number({ error: "discount must be a number" })
      .finite({ error: "discount must be a number" })
      .min(0, { error: "discount must be 0 to 100" })
      .max(100, { error: "discount must be 0 to 100" })
      .refine((v) => Math.round(v * 100) === v * 100, {
        error: "discount has at most 2 decimals",
      }),
    appliesTo: z.enum(["first-payment", "every-payment"]).default("every-payment"),
    expiresAt: z.iso
      .datetime({ offset: true, error: "expiry must be a date and time" })
      .refine((v) => Date.parse(v) > Date.now(), { error: "expiry must be in the future" })
      .nullable()
      .default(null),
    usageLimit: z
      .number({ error: "usage limit must be a number" })
      .int({ error: "usage limit must be a whole number" })
      .min(1, { error: "usage limit must be 1 or more" })
      .max(1_000_000, { error: "usage limit is too large" })
      .nullable()
      .default(null),
    note: z.string().trim().max(200, { error: "note must be at most 200 characters" }).default(""),
  })
  // PayFast cannot debit R 0,00 a month: a free first month is granted by us (ADR 021), a free
  // account is not a coupon.
  .refine((c) => !(c.discountPercent === 100 && c.appliesTo === "every-payment"), {
    path: ["discountPercent"],
    error: "a 100 % discount applies to the first payment only",
  });
export type CreateCouponInput = z.input<typeof createCouponInputSchema>;

export const couponCodeParamsSchema = z.object({ code: z.string() });

export const couponResponseSchema = z.object({
  code: z.string(),
  discountPercent: z.number(),
  appliesTo: z.enum(["first-payment", "every-payment"]),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  disabledAt: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  /** Spec §3 usedBy, keyed by e-mail. */
  usedBy: z.array(z.object({ email: z.string(), usedAt: z.string() })),
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;

export const couponListResponseSchema = z.object({ items: z.array(couponResponseSchema) });
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;
