import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { client, clientShare, companyMember } from "../../db/schema";
import type { CompanyScope } from "../../tenancy/caller";

/**
 * A member leaves (or stops advising): every client of the company they were responsible for
 * goes to `to`, the shares with them end, and no assistant stays assigned to them (ADR 030).
 * Nothing is deleted. Run inside the transaction that removes or demotes the member. It works on
 * the whole company, not on the clients the caller sees: only an owner (`members.manage`) calls it.
 */
export async function handOverClients(
  tx: Db,
  scope: CompanyScope,
  members: { from: string; to: string },
) {
  await tx
    .update(client)
    .set({
      responsibleAdviserId: members.to,
      updatedAt: sql`now()`,
      updatedByUserId: scope.userId,
      version: sql`${client.version} + 1`,
    })
    .where(and(eq(client.companyId, scope.id), eq(client.responsibleAdviserId, members.from)));
  await tx
    .delete(clientShare)
    .where(and(eq(clientShare.companyId, scope.id), eq(clientShare.adviserUserId, members.from)));
  await tx
    .update(companyMember)
    .set({
      assignedAdviserIds: sql`array_remove(${companyMember.assignedAdviserIds}, ${members.from})`,
    })
    .where(eq(companyMember.companyId, scope.id));
}
