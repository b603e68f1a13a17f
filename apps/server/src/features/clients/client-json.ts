import type { ClientResponse } from "@adviser-desk/contracts";
import { clientValuesOf } from "./client-columns";
import type { ClientRow } from "./client-queries";

/** Row → the API's client JSON (spec names clientName, clientSurname). */
export function clientJson(row: ClientRow): ClientResponse {
  return {
    id: row.id,
    ...clientValuesOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    restrictedAt: row.restrictedAt?.toISOString() ?? null,
    eraseAfter: row.eraseAfter,
    reviewDueOn: row.reviewDueOn,
    lastAdviceOn: row.lastAdviceOn,
    version: row.version,
  };
}
