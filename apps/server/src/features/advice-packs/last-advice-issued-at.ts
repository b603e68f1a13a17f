import type { Db } from "#server/db/database";
import { latestPackIssuedAt } from "./advice-pack-queries";

/**
 * When the client was last advised: the latest record of advice issued to them (ADR 027, 050).
 * The FAIS retention period and the default next review count from it. It takes the company id
 * of a client row its caller already read in its scope (or the purge's row), never a request's.
 */
export function lastAdviceIssuedAt(
  db: Db,
  params: { companyId: string; clientId: string },
): Promise<Date | null> {
  return latestPackIssuedAt(db, params);
}
