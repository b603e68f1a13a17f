import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company, subscription } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

type SubscriptionValues = Partial<typeof subscription.$inferInsert>;

/** Whether the company has never started its free trial. */
export async function isTrialAvailable(db: Db, scope: CompanyScope): Promise<boolean> {
  const [row] = await db
    .select({ trialStartedAt: company.trialStartedAt })
    .from(company)
    .where(inCompany(company.id, scope));
  return !row?.trialStartedAt;
}

/** Marks the company's one free trial as started; false when it was started before. */
export async function claimTrial(db: Db, params: { scope: CompanyScope; now: Date }) {
  const claimed = await db
    .update(company)
    .set({ trialStartedAt: params.now })
    .where(and(inCompany(company.id, params.scope), isNull(company.trialStartedAt)))
    .returning({ id: company.id });
  return claimed.length > 0;
}

/** The company's subscription row, or null. */
export async function readSubscription(db: Db, scope: CompanyScope) {
  const [row] = await db
    .select()
    .from(subscription)
    .where(inCompany(subscription.companyId, scope));
  return row ?? null;
}

/** A company's subscription row by its id, for PayFast's notification (it names the company). */
export async function readSubscriptionOfCompany(db: Db, companyId: string) {
  const [row] = await db.select().from(subscription).where(eq(subscription.companyId, companyId));
  return row ?? null;
}

/** Sets the company's subscription row (creating it on a first payment). */
export async function writeSubscription(
  db: Db,
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
  await db
    .insert(subscription)
    .values({ companyId, startedAt, ...rest })
    .onConflictDoUpdate({
      target: subscription.companyId,
      set: { ...rest, ...(keepStartedAt ? {} : { startedAt }), updatedAt: sql`now()` },
    });
}

/** Changes some of the company's subscription row's fields. */
export async function patchSubscription(db: Db, companyId: string, values: SubscriptionValues) {
  await db
    .update(subscription)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscription.companyId, companyId));
}

/** The subscription's monthly amount follows the agreement's (its update time is kept). */
export async function setSubscriptionAmount(
  db: Db,
  params: { companyId: string; amountCents: number },
): Promise<void> {
  await db
    .update(subscription)
    .set({ amountCents: params.amountCents })
    .where(eq(subscription.companyId, params.companyId));
}

/** The company's subscription becomes a trial from `now` to `end` (created or replaced). */
export async function upsertTrialSubscription(
  db: Db,
  params: { scope: CompanyScope; now: Date; end: Date },
) {
  const values = {
    status: "trialing" as const,
    startedAt: params.now,
    currentPeriodStart: params.now,
    currentPeriodEnd: params.end,
    nextPaymentAt: null,
    amountCents: 0,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(subscription)
    .values({ companyId: params.scope.id, ...values })
    .onConflictDoUpdate({ target: subscription.companyId, set: values })
    .returning();
  return row ?? null;
}
