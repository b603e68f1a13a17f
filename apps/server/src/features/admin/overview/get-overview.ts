import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { listFailingSeatChanges, listUnappliedPayments } from "#server/features/billing";
import { overviewCounts } from "./overview-queries";

/**
 * The /admin overview: users (not deleted), disabled users, companies, paid and trial
 * subscriptions, and what needs attention (unapplied payments, failing seat changes).
 */
export async function getOverview(db: Db, now = new Date()): Promise<AdminOverviewResponse> {
  return {
    ...(await overviewCounts(db, now)),
    unappliedPayments: await listUnappliedPayments(db),
    failingSeatChanges: await listFailingSeatChanges(db),
  };
}
