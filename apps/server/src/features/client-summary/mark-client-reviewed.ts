import type { ClientReviewResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { clientDeleted, clientNotFound, findClient } from "#server/features/clients";
import type { CompanyScope } from "#server/tenancy/caller";
import { setReviewedNow } from "./client-summary-queries";

/** Marks the client file reviewed now: the summary's "changed since" starts again from here. */
export async function markClientReviewed(
  db: Db,
  params: { scope: CompanyScope; clientId: string },
): Promise<ClientReviewResponse> {
  if (!isUuid(params.clientId)) throw clientNotFound();
  const at = await setReviewedNow(db, params);
  if (at) return { lastReviewedAt: at.toISOString() };
  const row = await findClient(db, { scope: params.scope, id: params.clientId });
  throw row ? clientDeleted() : clientNotFound();
}
