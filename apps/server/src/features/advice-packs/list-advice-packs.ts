import type { AdvicePackListResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { listPackHeads } from "#server/features/client-summary";
import { clientNotFound, findClient } from "#server/features/clients";
import type { CompanyScope } from "#server/tenancy/caller";
import { latestLinks } from "./acknowledgement/acknowledgement-queries";
import { advicePackJson } from "./advice-pack-json";

/** The records issued for a client, newest first, with their acknowledgement (also for a deleted client: they were issued). */
export async function listAdvicePacks(
  db: Db,
  params: { scope: CompanyScope; clientId: string },
): Promise<AdvicePackListResponse> {
  if (!(await findClient(db, { scope: params.scope, id: params.clientId }))) throw clientNotFound();
  const heads = await listPackHeads(db, params);
  const links = await latestLinks(db, { scope: params.scope, packIds: heads.map((h) => h.id) });
  return {
    items: heads.map((head) =>
      advicePackJson(head, links.find((l) => l.packId === head.id) ?? null),
    ),
  };
}
