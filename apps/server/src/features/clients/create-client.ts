import type { ClientResponse, CreateClientValues } from "@adviser-desk/contracts";
import type { Db } from "../../db/database";
import { clientColumnsOf } from "./client-columns";
import { clientJson } from "./client-json";
import { insertClient, mirrorSpouseLink } from "./client-queries";
import { checkSpouse } from "./spouse-link";

/** Adds a client to the company; a spouse named is linked back in the same transaction. */
export async function createClient(
  db: Db,
  params: { companyId: string; values: CreateClientValues },
): Promise<ClientResponse> {
  const { companyId } = params;
  const columns = clientColumnsOf(params.values);
  const spouseId = columns.spouseClientId;
  await checkSpouse(db, { companyId, clientId: null, spouseId });
  const row = await db.transaction(async (tx) => {
    const inserted = await insertClient(tx, { companyId, ...columns });
    if (spouseId) await mirrorSpouseLink(tx, { companyId, clientId: inserted.id, spouseId });
    return inserted;
  });
  return clientJson(row);
}
