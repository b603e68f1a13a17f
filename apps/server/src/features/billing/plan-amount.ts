import type { Db } from "#server/db/database";
import { readSiteConfig } from "#server/features/site-config/site-config-queries";
import { DEFAULT_SUBSCRIPTION_AMOUNT_CENTS } from "#server/features/site-config/site-config-service";

/** The monthly plan price in cents: the admin's configured amount, else R999.99 (spec §9). */
export async function readPlanAmountCents(db: Db): Promise<number> {
  const row = await readSiteConfig(db);
  return row.subscriptionAmountCents ?? DEFAULT_SUBSCRIPTION_AMOUNT_CENTS;
}
