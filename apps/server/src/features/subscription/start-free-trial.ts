import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import type { CompanyScope } from "#server/tenancy/caller";
import { claimTrial, readSubscription, upsertTrialSubscription } from "./subscription-queries";

/** Starts the company's one free trial of `days` days. A second attempt is refused, always. */
export async function startFreeTrial(
  db: Db,
  options: { scope: CompanyScope; days: number; now: Date },
) {
  const { scope, days, now } = options;
  const end = new Date(now.getTime() + days * 86_400_000);
  return db.transaction(async (tx) => {
    // Claiming the trial and creating the row happen together, or not at all.
    if (!(await claimTrial(tx, { scope, now }))) {
      throw new AppError(
        409,
        "subscription/trial-already-used",
        "Your free trial has already been used.",
      );
    }
    const existing = await readSubscription(tx, scope);
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
    const row = await upsertTrialSubscription(tx, { scope, now, end });
    if (!row) throw new Error("subscription upsert returned nothing");
    return row;
  });
}
