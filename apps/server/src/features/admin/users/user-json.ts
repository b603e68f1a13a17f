import type { AdminSubscriptionState, AdminUserSummary } from "@adviser-desk/contracts";
import { hasActiveSubscription } from "#server/tenancy/active-subscription";
import type { UserWithCompanyRow } from "./user-queries";

export function subscriptionStateOf(
  row: UserWithCompanyRow["subscription"],
  now: Date,
): AdminSubscriptionState {
  if (!row) return "none";
  if ((row.status === "trialing" || row.status === "active") && !hasActiveSubscription(row, now)) {
    return "lapsed";
  }
  return row.status;
}

export function userSummaryJson(row: UserWithCompanyRow, now: Date): AdminUserSummary {
  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    emailVerified: row.user.emailVerified,
    admin: row.user.role === "admin",
    disabled: row.user.banned === true,
    deletedAt: row.deletion?.deletedAt.toISOString() ?? null,
    createdAt: row.user.createdAt.toISOString(),
    companyName: row.companyName,
    subscriptionState: subscriptionStateOf(row.subscription, now),
  };
}
