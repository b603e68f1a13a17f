import type { CompanyScope } from "#server/tenancy/caller";
import { lockAgreement } from "../agreement-queries";
import type { BillingDeps } from "../billing-deps";
import { cancelLocally } from "../itn/apply-itn";
import { requireActiveAgreement } from "./active-agreement";
import { callPayfast } from "./call-payfast";

/**
 * Spec's cancelSubscription: PayFast cancels first; only when it confirms does the local row
 * change (access lasts to the end of the paid period). A PayFast outage changes nothing here.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  options: { scope: CompanyScope; now: Date },
) {
  const agreement = await requireActiveAgreement(deps.db, options.scope);
  await callPayfast(() => deps.api.cancel(agreement.token));
  await deps.db.transaction(async (tx) => {
    const row = await lockAgreement(tx, agreement.id);
    if (row) await cancelLocally(tx, row, options.now);
  });
  await deps.callerChanged(options.scope.userId);
}
