import type { CouponResponse, createCouponInputSchema } from "@adviser-desk/contracts";
import type { z } from "zod";
import { type Actor, writeAudit } from "#server/audit/audit-queries";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import {
  type CouponRow,
  insertCoupon,
  listCouponRows,
  listCouponUses,
  lockCoupon,
  setCouponDisabledAt,
} from "./coupon-queries";

type NewCoupon = z.output<typeof createCouponInputSchema>;

const couponNotFound = () => new AppError(404, "coupons/not-found", "There is no such coupon.");

function couponJson(row: CouponRow, uses: { email: string; usedAt: Date }[]): CouponResponse {
  return {
    code: row.code,
    discountPercent: Number(row.discountPercent),
    appliesTo: row.appliesToRecurring,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    usedBy: uses.map((u) => ({ email: u.email, usedAt: u.usedAt.toISOString() })),
  };
}

/** Every coupon, newest first, each with who used it (spec §3 usedBy, keyed by e-mail). */
export async function listCoupons(db: Db, code?: string): Promise<CouponResponse[]> {
  const rows = await listCouponRows(db, code);
  const uses = await listCouponUses(db, code);
  return rows.map((row) =>
    couponJson(
      row,
      uses.filter((u) => u.code === row.code),
    ),
  );
}

export async function getCoupon(db: Db, code: string): Promise<CouponResponse> {
  const [found] = await listCoupons(db, code.toUpperCase());
  if (!found) throw couponNotFound();
  return found;
}

export async function createCoupon(
  db: Db,
  actor: Actor,
  input: NewCoupon,
): Promise<CouponResponse> {
  await db.transaction(async (tx) => {
    const row = await insertCoupon(tx, {
      code: input.code,
      discountPercent: input.discountPercent.toFixed(2),
      appliesToRecurring: input.appliesTo,
      expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
      usageLimit: input.usageLimit,
      note: input.note,
      createdBy: actor.id,
    });
    if (!row) {
      throw new AppError(
        409,
        "coupons/code-taken",
        `A coupon with code ${input.code} already exists.`,
        [{ path: "code", message: "is already used by another coupon" }],
      );
    }
    await writeAudit(tx, actor, {
      action: "coupon/create",
      targetType: "coupon",
      targetId: row.code,
      before: null,
      after: couponJson(row, []),
    });
  });
  return getCoupon(db, input.code);
}

/** Disabling stops new uses; who used it stays on record. Enabling undoes it. */
export async function setCouponDisabled(
  db: Db,
  actor: Actor,
  code: string,
  disabled: boolean,
): Promise<CouponResponse> {
  const upper = code.toUpperCase();
  await db.transaction(async (tx) => {
    const before = await lockCoupon(tx, upper);
    if (!before) throw couponNotFound();
    await setCouponDisabledAt(tx, { code: upper, disabled, disabledSince: before.disabledAt });
    await writeAudit(tx, actor, {
      action: disabled ? "coupon/disable" : "coupon/enable",
      targetType: "coupon",
      targetId: upper,
      before: { disabled: before.disabledAt !== null },
      after: { disabled },
    });
  });
  return getCoupon(db, upper);
}
