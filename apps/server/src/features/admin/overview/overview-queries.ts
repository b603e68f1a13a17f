import { count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company, subscription, user, userDeletion } from "#server/db/schema";

/**
 * What the /admin overview counts: users (not deleted) and how many of them are disabled,
 * companies, and the paid and trial subscriptions whose period has not ended at `now`.
 */
export async function overviewCounts(db: Db, now: Date) {
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
  };
}
