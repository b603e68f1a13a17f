import type { Db } from "../../db/database";
import { isClientLive } from "../records/record-queries";
import { spouseIsSelf, spouseNotFound } from "./client-errors";

/** Refuses a spouse link to the client itself, or to anyone but a live client of the company. */
export async function checkSpouse(
  db: Db,
  params: { companyId: string; clientId: string | null; spouseId: string | null },
) {
  const { companyId, clientId, spouseId } = params;
  if (spouseId === null) return;
  if (spouseId === clientId) throw spouseIsSelf();
  if (!(await isClientLive(db, { companyId, clientId: spouseId }))) throw spouseNotFound();
}
