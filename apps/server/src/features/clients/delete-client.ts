import type { Db } from "#server/db/database";
import type { CompanyScope } from "#server/tenancy/caller";
import { clientNotFound } from "./client-errors";
import { findClient, markClientDeleted } from "./client-queries";

/**
 * Soft-deletes a client: it and its records leave every list (the records themselves are not
 * touched, so restoring the client brings them all back). Deleting twice changes nothing.
 */
export async function deleteClient(db: Db, params: { scope: CompanyScope; id: string }) {
  if (await markClientDeleted(db, params)) return;
  if (!(await findClient(db, params))) throw clientNotFound();
}
