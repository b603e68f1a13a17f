import type { Db } from "../../db/database";
import { spouseIsSelf, spouseNotFound } from "./client-errors";
import { isLiveClient } from "./client-queries";

/** Refuses a spouse link to the client itself, or to anyone but a live client of the company. */
export async function checkSpouse(
  db: Db,
  params: { companyId: string; clientId: string | null; spouseId: string | null },
) {
  const { companyId, clientId, spouseId } = params;
  if (spouseId === null) return;
  if (spouseId === clientId) throw spouseIsSelf();
  if (!(await isLiveClient(db, { companyId, id: spouseId }))) throw spouseNotFound();
}
