import type { Claims } from "@adviser-desk/contracts";
import type { subscription } from "../../db/schema";

type SubscriptionRow = typeof subscription.$inferSelect;

/** Trialing or active, and not past the period end (a lapsed row is no subscription). */
export function hasActiveSubscription(row: SubscriptionRow | null, now: Date): boolean {
  if (!row) return false;
  return (row.status === "trialing" || row.status === "active") && row.currentPeriodEnd > now;
}

/** The claims of spec §3, computed on the server from the role and the subscription row. */
export function claimsFor(role: string, row: SubscriptionRow | null, now: Date): Claims {
  return {
    admin: role === "admin",
    hasSubscription: hasActiveSubscription(row, now),
    atNextPayment: row?.nextPaymentAt?.toISOString() ?? null,
    atStartSubscription: row?.startedAt.toISOString() ?? null,
    centAmount: row?.amountCents ?? 0,
  };
}
