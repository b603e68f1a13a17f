import {
  type ClientResponse,
  createClientInputSchema,
  type updateClientInputSchema,
} from "@adviser-desk/contracts";
import type { z } from "zod";
import type { Db } from "#server/db/database";
import { parseBody } from "#server/errors/parse-body";
import type { CompanyScope } from "#server/tenancy/caller";
import { clientColumnsOf, clientValuesOf } from "./client-columns";
import { clientDeleted, clientNotFound, clientVersionConflict } from "./client-errors";
import { clientJson } from "./client-json";
import { findClient, mirrorSpouseLink, updateClientIfCurrent } from "./client-queries";
import { checkSpouse } from "./spouse-link";

type ClientPatch = z.output<typeof updateClientInputSchema>;

/**
 * Applies a partial change, checking the merged client as a whole with the create rules. A write
 * based on a stale `version`, or racing another write, is refused with the current client. A new
 * spouse link is mirrored on the spouse (and the old partners let go) in the same transaction.
 */
export async function updateClient(
  db: Db,
  params: { scope: CompanyScope; id: string; patch: ClientPatch },
): Promise<ClientResponse> {
  const current = await findClient(db, params);
  if (!current) throw clientNotFound();
  if (current.deletedAt) throw clientDeleted();
  const { version, ...fields } = params.patch;
  if (version !== undefined && version !== current.version) throw clientVersionConflict(current);
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const values = parseBody("clients", createClientInputSchema, {
    ...clientValuesOf(current),
    ...changes,
  });
  const columns = clientColumnsOf(values);
  const spouseId = columns.spouseClientId;
  const spouseChanged = spouseId !== current.spouseClientId;
  if (spouseChanged) {
    await checkSpouse(db, { scope: params.scope, clientId: params.id, spouseId });
  }
  const row = await db.transaction(async (tx) => {
    const written = await updateClientIfCurrent(tx, {
      scope: params.scope,
      id: params.id,
      version: current.version,
      values: columns,
    });
    if (written && spouseChanged) {
      await mirrorSpouseLink(tx, { scope: params.scope, clientId: params.id, spouseId });
    }
    return written;
  });
  if (row) return clientJson(row);
  const fresh = await findClient(db, params);
  if (!fresh) throw clientNotFound();
  if (fresh.deletedAt) throw clientDeleted();
  throw clientVersionConflict(fresh);
}
