import type { ClientResponse, CreateClientValues } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import type { CompanyScope } from "#server/tenancy/caller";
import { clientColumnsOf } from "./client-columns";
import { clientJson } from "./client-json";
import { insertClient, mirrorSpouseLink } from "./client-queries";
import { checkSpouse } from "./spouse-link";

/**
 * Whom a new client is answerable to (ADR 030): the owner or adviser who adds it; for an
 * assistant, the first adviser they are assigned to (refused when they have none, as the client
 * would be visible to no adviser).
 */
function responsibleAdviserFor(scope: CompanyScope): string {
  if (scope.sees === "all") return scope.userId;
  const [first] = scope.sees.advisers;
  if (!first) {
    throw new AppError(
      409,
      "clients/no-adviser",
      "You are not assigned to an adviser yet, so a new client would have nobody to answer to. Ask your practice's owner to assign you.",
    );
  }
  return first;
}

/** Adds a client to the company; a spouse named is linked back in the same transaction. */
export async function createClient(
  db: Db,
  params: { scope: CompanyScope; values: CreateClientValues },
): Promise<ClientResponse> {
  const { scope } = params;
  const responsibleAdviserId = responsibleAdviserFor(scope);
  const columns = clientColumnsOf(params.values);
  const spouseId = columns.spouseClientId;
  await checkSpouse(db, { scope, clientId: null, spouseId });
  const row = await db.transaction(async (tx) => {
    const inserted = await insertClient(tx, scope, { ...columns, responsibleAdviserId });
    if (spouseId) await mirrorSpouseLink(tx, { scope, clientId: inserted.id, spouseId });
    return inserted;
  });
  return clientJson(row);
}
