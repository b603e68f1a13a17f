import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { company, subscription } from "../../db/schema";
import { AppError } from "../../errors/app-error";

/** Starts the company's one free trial of `days` days. A second attempt is refused, always. */
export async function startFreeTrial(
  db: Db,
  options: { companyId: string; days: number; now: Date },
) {
  const { companyId, days, now } = options;
  const end = new Date(now.getTime() + days * 86_400_000);
  return db.transaction(async (tx) => {
    // Claiming the trial and creating the row happen together, or not at all.
    const claimed = await tx
      .update(company)
      .set({ trialStartedAt: now })
      .where(and(eq(company.id, companyId), isNull(company.trialStartedAt)))
      .returning({ id: company.id });
    if (claimed.length === 0) {
      throw new AppError(
        409,
        "subscription/trial-already-used",
        "Your free trial has already been used.",
      );
    }
    const [existing] = await tx
      .select()
      .from(subscription)
      .where(eq(subscription.companyId, companyId));
    if (
      existing &&
      (existing.status === "active" || existing.status === "trialing") &&
      existing.currentPeriodEnd > now
    ) {
      throw new AppError(
        409,
        "subscription/already-active",
        "You already have an active subscription.",
      );
    }
    const values = {
      status: "trialing" as const,
      startedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: end,
      nextPaymentAt: null,
      amountCents: 0,
      updatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(subscription)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: subscription.companyId, set: values })
      .returning();
    if (!row) throw new Error("subscription upsert returned nothing");
    return row;
  });
}
