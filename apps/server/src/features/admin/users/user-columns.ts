import type { AdminSubscriptionState, AdminUserSummary } from "@adviser-desk/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { company, subscription, user, userDeletion } from "../../../db/schema";
import { hasActiveSubscription } from "../../subscription/claims";

type SubscriptionRow = typeof subscription.$inferSelect;

/** A user joined with their company, subscription and deletion (one row per user). */
export function selectUsersWithCompany(db: Db) {
  return db
    .select({
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        role: user.role,
        banned: user.banned,
        banReason: user.banReason,
        createdAt: user.createdAt,
      },
      companyName: company.accountName,
      subscription,
      deletion: userDeletion,
    })
    .from(user)
    .leftJoin(company, eq(company.ownerUserId, user.id))
    .leftJoin(subscription, eq(subscription.companyId, company.id))
    .leftJoin(userDeletion, eq(userDeletion.userId, user.id));
}

export type UserWithCompanyRow = Awaited<ReturnType<typeof selectUsersWithCompany>>[number];

export function subscriptionStateOf(
  row: SubscriptionRow | null,
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
