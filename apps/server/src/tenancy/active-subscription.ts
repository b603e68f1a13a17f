/**
 * Access runs to the period end whatever the status says: a trial or a paid month, a failed
 * renewal's grace days (past_due), or the paid rest of a cancelled month (ADR 014a). The caller
 * resolver answers 402 by it; the claims and the admin's user list show the same.
 */
export function hasActiveSubscription(row: { currentPeriodEnd: Date } | null, now: Date): boolean {
  if (!row) return false;
  return row.currentPeriodEnd > now;
}
