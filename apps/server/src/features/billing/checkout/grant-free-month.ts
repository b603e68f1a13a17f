import type { Db } from "#server/db/database";
import { writeSubscription } from "#server/features/subscription";
import { addMonths, billingDayInstant } from "../billing-dates";
import { confirmCouponUse } from "../coupons/coupon-queries";
import { markCheckoutGranted } from "./checkout-queries";

/**
 * A checkout with nothing to pay now (a 100 % first-payment coupon): the month is granted here,
 * in the checkout's transaction, and never sent to PayFast as a R 0,00 charge. No invoice (no
 * money moved); no debit order runs, so the adviser subscribes at the plan price from the day the
 * month ends (until then a new checkout is refused, as for any covered month).
 */
export async function grantFreeFirstMonth(
  tx: Db,
  options: { paymentId: string; companyId: string; billingDate: string; now: Date },
) {
  await markCheckoutGranted(tx, { id: options.paymentId, now: options.now });
  await confirmCouponUse(tx, options.paymentId);
  await writeSubscription(
    tx,
    options.companyId,
    {
      status: "active",
      startedAt: options.now,
      currentPeriodStart: options.now,
      currentPeriodEnd: billingDayInstant(addMonths(options.billingDate, 1)),
      nextPaymentAt: null,
      amountCents: 0,
    },
    false,
  );
}
