import type { Claims } from "@adviser-desk/contracts";
import { hasActiveSubscription } from "#server/tenancy/active-subscription";

/** What the claims read of the company's subscription row. */
interface SubscriptionTerms {
  startedAt: Date;
  currentPeriodEnd: Date;
  nextPaymentAt: Date | null;
  amountCents: number;
}

/** The claims of spec §3, computed on the server from the role and the subscription row. */
export function claimsFor(role: string, row: SubscriptionTerms | null, now: Date): Claims {
  return {
    admin: role === "admin",
    hasSubscription: hasActiveSubscription(row, now),
    atNextPayment: row?.nextPaymentAt?.toISOString() ?? null,
    atStartSubscription: row?.startedAt.toISOString() ?? null,
    centAmount: row?.amountCents ?? 0,
  };
}
