import {
  confirmsClientName,
  type EraseClientInput,
  type EraseClientResponse,
} from "@adviser-desk/contracts";
import type { Db } from "../../../db/database";
import { isUuid } from "../../../db/is-uuid";
import { AppError } from "../../../errors/app-error";
import type { CompanyScope } from "../../../tenancy/caller";
import type { Actor } from "../../admin/audit/audit-queries";
import { clientNotFound } from "../../clients/client-errors";
import { eraseClientRows } from "./erase-client-rows";
import { lockClientToErase } from "./erase-queries";

const confirmationMismatch = () =>
  new AppError(
    400,
    "clients/erase-confirmation-mismatch",
    "The name typed is not this client's full name: nothing was erased.",
    [{ path: "confirmName", message: "must be the client's full name" }],
  );

/**
 * Erases a client of the company at once, live or deleted, when the adviser typed its full name
 * (POPIA s 24: a data subject's request to delete). A wrong name changes nothing.
 */
export async function eraseClient(
  db: Db,
  params: { scope: CompanyScope; clientId: string; actor: Actor; input: EraseClientInput },
): Promise<EraseClientResponse> {
  const { scope, clientId, input } = params;
  if (!isUuid(clientId)) throw clientNotFound();
  const erased = await db.transaction(async (tx) => {
    const found = await lockClientToErase(tx, { scope, clientId });
    if (!found) throw clientNotFound();
    if (!confirmsClientName(input.confirmName, found)) throw confirmationMismatch();
    // The row just locked inside the caller's company names the company to erase from.
    return eraseClientRows(tx, {
      companyId: found.companyId,
      clientId,
      actor: params.actor,
      reason: input.reason,
    });
  });
  return {
    reference: erased.reference,
    erasedAt: erased.erasedAt.toISOString(),
    records: erased.records,
  };
}
