import {
  confirmsClientName,
  type EraseClientInput,
  type EraseClientResponse,
  mayActOnClient,
  RETENTION_MESSAGES,
} from "@adviser-desk/contracts";
import type { Actor } from "#server/audit/audit-queries";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { AppError } from "#server/errors/app-error";
import { clientNotFound } from "#server/features/clients";
import type { OwnCompany } from "#server/tenancy/caller";
import { eraseOrRestrictClient } from "./erase-client-rows";
import { lockClientToErase } from "./erase-queries";

const confirmationMismatch = () =>
  new AppError(
    400,
    "clients/erase-confirmation-mismatch",
    "The name typed is not this client's full name: nothing was erased.",
    [{ path: "confirmName", message: "must be the client's full name" }],
  );

const notResponsible = () =>
  new AppError(
    403,
    "clients/not-responsible",
    "Only the practice's owner or the client's responsible adviser can erase or restrict this client.",
  );

export const alreadyRestricted = (keptUntil: string | null) =>
  new AppError(409, "clients/restricted", RETENTION_MESSAGES.restricted(keptUntil));

/**
 * Answers a data subject's request to delete (POPIA s 24) when the adviser typed the client's
 * full name: the client is erased at once, or — while FAIS still requires its records — restricted
 * and erased when the period ends (ADR 050). Only the owner or the responsible adviser may ask; a
 * wrong name, another member or an already restricted client changes nothing.
 */
export async function eraseClient(
  db: Db,
  params: { company: OwnCompany; clientId: string; actor: Actor; input: EraseClientInput },
): Promise<EraseClientResponse> {
  const { company, clientId, input } = params;
  if (!isUuid(clientId)) throw clientNotFound();
  const done = await db.transaction(async (tx) => {
    const found = await lockClientToErase(tx, { scope: company, clientId });
    if (!found) throw clientNotFound();
    if (!mayActOnClient(company, "clients.erase", found.responsibleAdviserId)) {
      throw notResponsible();
    }
    if (found.restrictedAt) throw alreadyRestricted(found.eraseAfter);
    if (!confirmsClientName(input.confirmName, found)) throw confirmationMismatch();
    // The row just locked inside the caller's company names the company to erase from.
    return eraseOrRestrictClient(tx, {
      companyId: found.companyId,
      clientId,
      actor: params.actor,
      reason: input.reason,
    });
  });
  return done.outcome === "erased"
    ? {
        outcome: "erased",
        reference: done.reference,
        erasedAt: done.erasedAt.toISOString(),
        records: done.records,
      }
    : {
        outcome: "restricted",
        reference: done.reference,
        restrictedAt: done.restrictedAt.toISOString(),
        keptUntil: done.keptUntil,
      };
}
