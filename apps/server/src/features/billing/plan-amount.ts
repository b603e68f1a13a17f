import type { Db } from "#server/db/database";
import { DEFAULT_SUBSCRIPTION_AMOUNT_CENTS, readSiteConfig } from "#server/features/site-config";

/** The monthly plan price in cents: the admin's configured amount, else R999.99 (spec §9). */
export async function readPlanAmountCents(db: Db): Promise<number> {
  const row = await readSiteConfig(db);
  return row.subscriptionAmountCents ?? DEFAULT_SUBSCRIPTION_AMOUNT_CENTS;
}
