import type { ClientResponse } from "@adviser-desk/contracts";
import type { ClientRow } from "./client-queries";

/** Row → the API's client JSON (spec names clientName, clientSurname). */
export function clientJson(row: ClientRow): ClientResponse {
  return {
    id: row.id,
    clientName: row.clientName,
    clientSurname: row.clientSurname,
    email: row.email,
    phone: row.phone,
    idNumber: row.idNumber,
    dateOfBirth: row.dateOfBirth,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    version: row.version,
  };
}
