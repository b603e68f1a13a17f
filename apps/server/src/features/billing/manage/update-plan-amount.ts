import { eq } from "drizzle-orm";
import { payment, subscription } from "../../../db/schema";
import type { BillingDeps } from "../billing-deps";
import { readPlanAmountCents } from "../plan-amount";
import { discountedCents, discountPercentOf } from "../price-quote";
import { requireActiveAgreement } from "./active-agreement";
import { callPayfast } from "./call-payfast";

/**
 * Spec's updateSubscription: moves the subscription to the plan price an administrator set
 * (keeping an every-payment coupon's discount) through PayFast's `update`, then locally.
 */
export async function updatePlanAmount(
  deps: BillingDeps,
  options: { companyId: string; ownerUserId: string },
) {
  const agreement = await requireActiveAgreement(deps.db, options.companyId);
  const plan = await readPlanAmountCents(deps.db);
  const keepsDiscount = agreement.recurringAmountCents < agreement.planAmountCents;
  const amount = keepsDiscount
    ? discountedCents(plan, discountPercentOf(agreement.discountPercent))
    : plan;
  if (amount !== agreement.recurringAmountCents) {
    await callPayfast(() => deps.api.update(agreement.token, { amount }));
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payment)
        .set({ planAmountCents: plan, recurringAmountCents: amount })
        .where(eq(payment.id, agreement.id));
      await tx
        .update(subscription)
        .set({ amountCents: amount })
        .where(eq(subscription.companyId, options.companyId));
    });
    await deps.callerChanged(options.ownerUserId);
  }
  return { recurringAmountCents: amount };
}
