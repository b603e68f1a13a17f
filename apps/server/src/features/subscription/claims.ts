import type { Claims } from "@adviser-desk/contracts";

/** What the claims read of the company's subscription row. */
interface SubscriptionTerms {
  startedAt: Date;
  currentPeriodEnd: Date;
  nextPaymentAt: Date | null;
  amountCents: number;
}

/**
 * Access runs to the period end whatever the status says: a trial or a paid month, a failed
 * renewal's grace days (past_due), or the paid rest of a cancelled month (ADR 014a).
 */
export function hasActiveSubscription(row: SubscriptionTerms | null, now: Date): boolean {
  if (!row) return false;
  return row.currentPeriodEnd > now;
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
