import type { CreateClientValues } from "@adviser-desk/contracts";
import type { ClientColumns, ClientRow } from "./client-queries";

/** Validated form values → the client table's columns (absent optional fields are null). */
export function clientColumnsOf(values: CreateClientValues): ClientColumns {
  return {
    clientName: values.clientName,
    clientSurname: values.clientSurname,
    email: values.email ?? null,
    phone: values.phone ?? null,
    idNumber: values.idNumber ?? null,
    dateOfBirth: values.dateOfBirth ?? null,
    notes: values.notes ?? null,
  };
}

/** A stored client as form values (for merging a PATCH). */
export function clientValuesOf(row: ClientRow): ClientColumns {
  const { clientName, clientSurname, email, phone, idNumber, dateOfBirth, notes } = row;
  return { clientName, clientSurname, email, phone, idNumber, dateOfBirth, notes };
}
