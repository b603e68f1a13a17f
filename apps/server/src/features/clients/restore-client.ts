import type { ClientResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import type { CompanyScope } from "#server/tenancy/caller";
import { clientNotFound, clientRestoreExpired } from "./client-errors";
import { clientJson } from "./client-json";
import { findClient, markClientRestored } from "./client-queries";

/** Brings back a client deleted in the last 30 days (410 after); a live client is returned as is. */
export async function restoreClient(
  db: Db,
  params: { scope: CompanyScope; id: string },
): Promise<ClientResponse> {
  const restored = await markClientRestored(db, params);
  if (restored) return clientJson(restored);
  const current = await findClient(db, params);
  if (!current) throw clientNotFound();
  if (!current.deletedAt) return clientJson(current);
  throw clientRestoreExpired();
}
