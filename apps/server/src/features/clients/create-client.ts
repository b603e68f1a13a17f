import type { ClientResponse, CreateClientValues } from "@adviser-desk/contracts";
import type { Db } from "../../db/database";
import { clientColumnsOf } from "./client-columns";
import { clientJson } from "./client-json";
import { insertClient } from "./client-queries";

/** Adds a client to the company. */
export async function createClient(
  db: Db,
  params: { companyId: string; values: CreateClientValues },
): Promise<ClientResponse> {
  const row = await insertClient(db, {
    companyId: params.companyId,
    ...clientColumnsOf(params.values),
  });
  return clientJson(row);
}
