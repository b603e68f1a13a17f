import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { subscription } from "../../../db/schema";

type SubscriptionValues = Partial<typeof subscription.$inferInsert>;

/** Sets the company's subscription row (creating it on a first payment). */
export async function writeSubscription(
  tx: Db,
  companyId: string,
  values: SubscriptionValues & {
    status: (typeof subscription.$inferInsert)["status"];
    startedAt: Date;
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
  },
  keepStartedAt: boolean,
) {
  const { startedAt, ...rest } = values;
  await tx
    .insert(subscription)
    .values({ companyId, startedAt, ...rest })
    .onConflictDoUpdate({
      target: subscription.companyId,
      set: { ...rest, ...(keepStartedAt ? {} : { startedAt }), updatedAt: sql`now()` },
    });
}

export async function patchSubscription(tx: Db, companyId: string, values: SubscriptionValues) {
  await tx
    .update(subscription)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscription.companyId, companyId));
}

export async function readSubscription(tx: Db, companyId: string) {
  const [row] = await tx.select().from(subscription).where(eq(subscription.companyId, companyId));
  return row ?? null;
}
