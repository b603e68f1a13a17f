import type { ClientResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import type { CompanyScope } from "#server/tenancy/caller";
import { clientNotFound } from "./client-errors";
import { clientJson } from "./client-json";
import { findClient } from "./client-queries";

/** One of the company's clients, also when deleted (`deletedAt` set: the screen offers restore). */
export async function getClient(
  db: Db,
  params: { scope: CompanyScope; id: string },
): Promise<ClientResponse> {
  const row = await findClient(db, params);
  if (!row) throw clientNotFound();
  return clientJson(row);
}
