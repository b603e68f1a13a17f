import {
  type ClientResponse,
  createClientInputSchema,
  type updateClientInputSchema,
} from "@adviser-desk/contracts";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { parseBody } from "../../http/validation";
import { clientColumnsOf, clientValuesOf } from "./client-columns";
import { clientDeleted, clientNotFound, clientVersionConflict } from "./client-errors";
import { clientJson } from "./client-json";
import { findClient, updateClientIfCurrent } from "./client-queries";

type ClientPatch = z.output<typeof updateClientInputSchema>;

/**
 * Applies a partial change, checking the merged client as a whole with the create rules. A write
 * based on a stale `version`, or racing another write, is refused with the current client.
 */
export async function updateClient(
  db: Db,
  params: { companyId: string; id: string; patch: ClientPatch },
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
  const row = await updateClientIfCurrent(db, {
    companyId: params.companyId,
    id: params.id,
    version: current.version,
    values: clientColumnsOf(values),
  });
  if (row) return clientJson(row);
  const fresh = await findClient(db, params);
  if (!fresh) throw clientNotFound();
  if (fresh.deletedAt) throw clientDeleted();
  throw clientVersionConflict(fresh);
}
