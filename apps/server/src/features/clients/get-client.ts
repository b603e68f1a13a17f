import type { ClientResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import type { CompanyScope } from "#server/tenancy/caller";
import { clientNotFound, clientNotVisible } from "./client-errors";
import { clientJson } from "./client-json";
import { companyHasClient, findClient } from "./client-queries";

/** One of the company's clients, also when deleted (`deletedAt` set: the screen offers restore). */
export async function getClient(
  db: Db,
  params: { scope: CompanyScope; id: string },
): Promise<ClientResponse> {
  const row = await findClient(db, params);
  if (!row) throw clientNotFound();
  return clientJson(row);
}

/**
 * The client as its page reads it (GET /clients/:id): a member of the same company who does not
 * see the client is told why (403, ADR 030 amendment); anyone else gets the 404 of an id that does
 * not exist. Every other use of a client keeps `getClient`'s 404.
 */
export async function getClientForPage(
  db: Db,
  params: { scope: CompanyScope; id: string },
): Promise<ClientResponse> {
  const row = await findClient(db, params);
  if (row) return clientJson(row);
  const { sees } = params.scope;
  if (sees !== "all" && (await companyHasClient(db, params))) {
    throw clientNotVisible(sees, params.scope.userId);
  }
  throw clientNotFound();
}
