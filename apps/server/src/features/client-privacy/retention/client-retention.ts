import { type Retention, retentionOf } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { lastAdviceIssuedAt } from "#server/features/advice-packs";
import { findRetentionFacts } from "./retention-queries";

/**
 * May this client's data be destroyed now, and if not, until when must it be kept? The one
 * answer (ADR 050) every path that removes a client's data asks first — the erasure, the
 * purge of deleted clients and of deleted records, the erasure of a restricted client when its
 * period ends, the account purge: `retentionOf` applied to the client's stored facts.
 */
export async function clientRetention(
  db: Db,
  params: { companyId: string; clientId: string; now: Date },
): Promise<Retention> {
  const facts = await findRetentionFacts(db, params);
  if (!facts) return { destroyableNow: true };
  const lastAdvice = await lastAdviceIssuedAt(db, params);
  return retentionOf(
    { lastAdviceIssuedAt: lastAdvice, serviceEndedOn: facts.serviceEndedOn },
    params.now,
  );
}
