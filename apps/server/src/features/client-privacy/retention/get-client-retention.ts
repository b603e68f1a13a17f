import { type ClientRetentionResponse, clientFullName } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { getClient } from "#server/features/clients";
import type { CompanyScope } from "#server/tenancy/caller";
import { clientRetention } from "./client-retention";

/** The linked spouse as the caller sees them; a spouse they do not see is named generically. */
async function linkedSpouse(db: Db, scope: CompanyScope, spouseClientId: string | null) {
  if (!spouseClientId) return null;
  try {
    const spouse = await getClient(db, { scope, id: spouseClientId });
    return { id: spouse.id, name: clientFullName(spouse) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return { id: spouseClientId, name: "another client of the practice" };
    }
    throw error;
  }
}

/**
 * What erasing the client would do today, for the erase dialog (ADR 050): erase at once, or
 * restrict until the FAIS period ends — decided by the same `clientRetention` the erasure runs —
 * and whose spouse link it ends (review N7).
 */
export async function getClientRetention(
  db: Db,
  params: { scope: CompanyScope; clientId: string; now?: Date },
): Promise<ClientRetentionResponse> {
  const { scope, clientId } = params;
  const found = await getClient(db, { scope, id: clientId });
  const retention = found.restrictedAt
    ? null
    : await clientRetention(db, { companyId: scope.id, clientId, now: params.now ?? new Date() });
  return {
    lastAdviceOn: found.lastAdviceOn,
    serviceEndedOn: found.serviceEndedOn,
    eraseWould: retention === null || !retention.destroyableNow ? "restrict" : "erase",
    keptUntil:
      retention === null ? found.eraseAfter : retention.destroyableNow ? null : retention.keptUntil,
    restrictedAt: found.restrictedAt,
    linkedSpouse: await linkedSpouse(db, scope, found.spouseClientId),
  };
}
