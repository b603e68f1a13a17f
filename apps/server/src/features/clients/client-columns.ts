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
    title: values.title ?? null,
    maritalStatus: values.maritalStatus ?? null,
    maritalRegime: values.maritalRegime ?? null,
    spouseClientId: values.spouseClientId ?? null,
    dependants: values.dependants ?? [],
    employer: values.employer ?? null,
    annualIncome: values.annualIncome == null ? null : values.annualIncome.toFixed(2),
    incomeNotes: values.incomeNotes ?? null,
    taxReference: values.taxReference ?? null,
    retirementFunds: values.retirementFunds ?? [],
    serviceEndedOn: values.serviceEndedOn ?? null,
    nextReviewOn: values.nextReviewOn ?? null,
  };
}

/** A stored client as form values (for merging a PATCH and checking the whole again). */
export function clientValuesOf(row: ClientRow) {
  return {
    clientName: row.clientName,
    clientSurname: row.clientSurname,
    email: row.email,
    phone: row.phone,
    idNumber: row.idNumber,
    dateOfBirth: row.dateOfBirth,
    notes: row.notes,
    title: row.title,
    maritalStatus: row.maritalStatus,
    maritalRegime: row.maritalRegime,
    spouseClientId: row.spouseClientId,
    dependants: row.dependants,
    employer: row.employer,
    annualIncome: row.annualIncome === null ? null : Number(row.annualIncome),
    incomeNotes: row.incomeNotes,
    taxReference: row.taxReference,
    retirementFunds: row.retirementFunds,
    serviceEndedOn: row.serviceEndedOn,
    nextReviewOn: row.nextReviewOn,
  };
}
