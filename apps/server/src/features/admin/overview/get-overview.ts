import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import { count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { company, subscription, user, userDeletion } from "../../../db/schema";
import { listUnappliedPayments } from "../../billing/itn/unapplied-payments";
import { listFailingSeatChanges } from "../../billing/seats/failing-seat-changes";

/**
 * The /admin overview: users (not deleted), disabled users, companies, paid and trial
 * subscriptions, and what needs attention (unapplied payments, failing seat changes).
 */
export async function getOverview(db: Db, now = new Date()): Promise<AdminOverviewResponse> {
  const [users] = await db
    .select({
      all: count(),
      disabled: sql<number>`count(*) filter (where ${user.banned})`.mapWith(Number),
    })
    .from(user)
    .leftJoin(userDeletion, eq(userDeletion.userId, user.id))
    .where(isNull(userDeletion.userId));
  const [companies] = await db.select({ n: count() }).from(company);
  const current = gt(subscription.currentPeriodEnd, now);
  const [subs] = await db
    .select({
      active: sql<number>`count(*) filter (where ${subscription.status} = 'active')`.mapWith(
        Number,
      ),
      trials: sql<number>`count(*) filter (where ${subscription.status} = 'trialing')`.mapWith(
        Number,
      ),
    })
    .from(subscription)
    .where(current);
  return {
    users: users?.all ?? 0,
    disabledUsers: users?.disabled ?? 0,
    companies: companies?.n ?? 0,
    activeSubscriptions: subs?.active ?? 0,
    trials: subs?.trials ?? 0,
    unappliedPayments: await listUnappliedPayments(db),
    failingSeatChanges: await listFailingSeatChanges(db),
  };
}
