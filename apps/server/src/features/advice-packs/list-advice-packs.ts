import type { AdvicePackListResponse } from "@adviser-desk/contracts";
import type { Db } from "../../db/database";
import type { CompanyScope } from "../../tenancy/caller";
import { listPackHeads } from "../client-summary/client-summary-queries";
import { clientNotFound } from "../clients/client-errors";
import { findClient } from "../clients/client-queries";
import { advicePackJson } from "./advice-pack-json";

/** The packs issued for a client, newest first (also for a deleted client: they were issued). */
export async function listAdvicePacks(
  db: Db,
  params: { scope: CompanyScope; clientId: string },
): Promise<AdvicePackListResponse> {
  if (!(await findClient(db, { scope: params.scope, id: params.clientId }))) throw clientNotFound();
  return { items: (await listPackHeads(db, params)).map(advicePackJson) };
}
