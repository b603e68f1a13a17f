import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { listUnappliedPayments } from "#server/features/billing/itn/unapplied-payments";
import { listFailingSeatChanges } from "#server/features/billing/seats/failing-seat-changes";
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
