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
    annualIncome: randsColumn(values.annualIncome),
    incomeNotes: values.incomeNotes ?? null,
    taxReference: values.taxReference ?? null,
    retirementFunds: values.retirementFunds ?? [],
    tfsaContributionsLifetime: randsColumn(values.tfsaContributionsLifetime),
    tfsaContributionsThisTaxYear: randsColumn(values.tfsaContributionsThisTaxYear),
    medicalSchemeMembers: values.medicalSchemeMembers ?? null,
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
    annualIncome: randsOf(row.annualIncome),
    incomeNotes: row.incomeNotes,
    taxReference: row.taxReference,
    retirementFunds: row.retirementFunds,
    tfsaContributionsLifetime: randsOf(row.tfsaContributionsLifetime),
    tfsaContributionsThisTaxYear: randsOf(row.tfsaContributionsThisTaxYear),
    medicalSchemeMembers: row.medicalSchemeMembers,
    serviceEndedOn: row.serviceEndedOn,
    nextReviewOn: row.nextReviewOn,
  };
}

/** Rands as numeric(14,2) text ("850000.00"), or null. */
function randsColumn(rands: number | null | undefined): string | null {
  return rands == null ? null : rands.toFixed(2);
}

/** numeric(14,2) text as rands, or null. */
export function randsOf(column: string | null): number | null {
  return column === null ? null : Number(column);
}
