import type { Claims } from "@adviser-desk/contracts";
import type { subscription } from "../../db/schema";

type SubscriptionRow = typeof subscription.$inferSelect;

/**
 * Access runs to the period end whatever the status says: a trial or a paid month, a failed
 * renewal's grace days (past_due), or the paid rest of a cancelled month (ADR 014a).
 */
export function hasActiveSubscription(row: SubscriptionRow | null, now: Date): boolean {
  if (!row) return false;
  return row.currentPeriodEnd > now;
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
