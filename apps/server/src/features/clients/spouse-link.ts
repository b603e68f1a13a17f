import type { Db } from "#server/db/database";
import { isClientLive } from "#server/features/records";
import type { CompanyScope } from "#server/tenancy/caller";
import { spouseIsSelf, spouseNotFound } from "./client-errors";

/** Refuses a spouse link to the client itself, or to anyone but a live client of the company. */
export async function checkSpouse(
  db: Db,
  params: { scope: CompanyScope; clientId: string | null; spouseId: string | null },
) {
  const { scope, clientId, spouseId } = params;
  if (spouseId === null) return;
  if (spouseId === clientId) throw spouseIsSelf();
  if (!(await isClientLive(db, { scope, clientId: spouseId }))) throw spouseNotFound();
}
