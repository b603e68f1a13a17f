import { setSubscriptionAmount } from "#server/features/subscription";
import type { CompanyScope } from "#server/tenancy/caller";
import { changeAgreementAmount } from "../agreement-queries";
import type { BillingDeps } from "../billing-deps";
import { readPlanAmountCents } from "../plan-amount";
import { recurringAmountFor } from "../seats/seat-amount";
import { countBilledSeats } from "../seats/seat-count";
import { requireActiveAgreement } from "./active-agreement";
import { callPayfast } from "./call-payfast";

/**
 * Spec's updateSubscription: moves the subscription to the plan price an administrator set
 * for the company's seats (keeping an every-payment coupon's discount on the whole amount)
 * through PayFast's `update`, then locally.
 */
export async function updatePlanAmount(deps: BillingDeps, scope: CompanyScope) {
  const agreement = await requireActiveAgreement(deps.db, scope);
  const plan = await readPlanAmountCents(deps.db);
  const seats = await countBilledSeats(deps.db, scope.id);
  const amount = recurringAmountFor(agreement, { seats, seatPriceCents: plan });
  if (amount !== agreement.recurringAmountCents) {
    await callPayfast(() => deps.api.update(agreement.token, { amount }));
    await deps.db.transaction(async (tx) => {
      await changeAgreementAmount(tx, {
        id: agreement.id,
        planAmountCents: plan,
        seats,
        recurringAmountCents: amount,
        now: new Date(),
      });
      await setSubscriptionAmount(tx, { companyId: scope.id, amountCents: amount });
    });
    await deps.callerChanged(scope.userId);
  }
  return { recurringAmountCents: amount };
}
