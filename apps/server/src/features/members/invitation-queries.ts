import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { company, companyInvitation, companyMember, user } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

export type InvitationRow = typeof companyInvitation.$inferSelect;
type InvitationValues = Omit<typeof companyInvitation.$inferInsert, "id">;

/** Whether a member of the company signs in with `email` (lower-cased). */
export async function isMemberEmail(db: Db, scope: CompanyScope, email: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: companyMember.userId })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(and(inCompany(companyMember.companyId, scope), sql`lower(${user.email}) = ${email}`))
    .limit(1);
  return member !== undefined;
}

/** Stores the invitation, replacing the company's earlier one to the same address. */
export async function upsertInvitation(db: Db, values: InvitationValues): Promise<InvitationRow> {
  const [row] = await db
    .insert(companyInvitation)
    .values(values)
    .onConflictDoUpdate({
      target: [companyInvitation.companyId, companyInvitation.email],
      set: {
        role: values.role,
        assignedAdviserIds: values.assignedAdviserIds ?? [],
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        invitedByUserId: values.invitedByUserId,
        createdAt: values.createdAt,
      },
    })
    .returning();
  if (!row) throw new Error("invitation not stored");
  return row;
}

/** The company's invitations unexpired at `now`, oldest first. */
export async function listLiveInvitations(db: Db, scope: CompanyScope, now: Date) {
  return db
    .select()
    .from(companyInvitation)
    .where(and(inCompany(companyInvitation.companyId, scope), gt(companyInvitation.expiresAt, now)))
    .orderBy(asc(companyInvitation.createdAt));
}

/** Removes one of the company's invitations; false when it has none with that id. */
export async function deleteInvitation(db: Db, scope: CompanyScope, id: string): Promise<boolean> {
  const removed = await db
    .delete(companyInvitation)
    .where(and(inCompany(companyInvitation.companyId, scope), eq(companyInvitation.id, id)))
    .returning({ id: companyInvitation.id });
  return removed.length > 0;
}

const unexpiredWithToken = (tokenHash: string, now: Date) =>
  and(eq(companyInvitation.tokenHash, tokenHash), gt(companyInvitation.expiresAt, now));

/** What the unexpired invitation with this token hash offers, or null. */
export async function findInvitationOffer(db: Db, params: { tokenHash: string; now: Date }) {
  const [row] = await db
    .select({
      companyName: company.accountName,
      inviterName: user.name,
      role: companyInvitation.role,
      email: companyInvitation.email,
      expiresAt: companyInvitation.expiresAt,
    })
    .from(companyInvitation)
    .innerJoin(company, eq(company.id, companyInvitation.companyId))
    .leftJoin(user, eq(user.id, companyInvitation.invitedByUserId))
    .where(unexpiredWithToken(params.tokenHash, params.now))
    .limit(1);
  return row ?? null;
}

/** Deletes and returns the unexpired invitation with this token hash (it is used up), or null. */
export async function takeInvitation(
  tx: Db,
  params: { tokenHash: string; now: Date },
): Promise<InvitationRow | null> {
  const [row] = await tx
    .delete(companyInvitation)
    .where(unexpiredWithToken(params.tokenHash, params.now))
    .returning();
  return row ?? null;
}
