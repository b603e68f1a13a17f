import { createHash, randomBytes } from "node:crypto";
import {
  INVITATION_MESSAGES,
  type Invitation,
  type InvitationInput,
  type InvitationPreview,
  MEMBER_MESSAGES,
  type MemberRole,
} from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { seatsChanged } from "#server/features/billing";
import type { CompanyScope } from "#server/tenancy/caller";
import {
  deleteInvitation,
  findInvitationOffer,
  type InvitationRow,
  isMemberEmail,
  listLiveInvitations,
  takeInvitation,
  upsertInvitation,
} from "./invitation-queries";
import { addMember, advisersAmong, advisersOfCompany } from "./member-queries";

export const INVITATION_DAYS = 7;

/** The link's secret: 32 random bytes; only its hash is stored, so the table cannot forge one. */
const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const json = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Whom an invited assistant will prepare for (review N4): the advisers chosen, by default the
 * owner inviting them; each must be an owner or adviser of the company (400 otherwise). Nobody
 * for other roles.
 */
async function preparesFor(
  db: Db,
  scope: CompanyScope,
  input: InvitationInput,
  invitedBy: string,
): Promise<string[]> {
  if (input.role !== "assistant") return [];
  const chosen = [...new Set(input.assignedAdviserIds ?? [invitedBy])];
  if ((await advisersAmong(db, scope, chosen)).length !== chosen.length) {
    throw new AppError(400, "members/not-an-adviser", MEMBER_MESSAGES.notAnAdviser);
  }
  return chosen;
}

/**
 * Creates (or replaces: one row per company and address) an invitation and returns it with the
 * token for the link. Refused when the address already belongs to a member of this company.
 */
export async function invite(
  db: Db,
  options: { scope: CompanyScope; input: InvitationInput; invitedBy: string; now: Date },
) {
  const { scope, input, now } = options;
  const email = input.email.toLowerCase();
  if (await isMemberEmail(db, scope, email)) {
    throw new AppError(409, "invitations/already-member", INVITATION_MESSAGES.alreadyInCompany);
  }
  const assignedAdviserIds = await preparesFor(db, scope, input, options.invitedBy);
  const token = newToken();
  const values = {
    companyId: scope.id,
    email,
    role: input.role,
    assignedAdviserIds,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    invitedByUserId: options.invitedBy,
    createdAt: now,
  };
  const row = await upsertInvitation(db, values);
  return { invitation: json(row), token };
}

export async function listInvitations(db: Db, scope: CompanyScope, now: Date) {
  const rows = await listLiveInvitations(db, scope, now);
  return rows.map(json);
}

export async function revokeInvitation(db: Db, scope: CompanyScope, id: string) {
  if (!(await deleteInvitation(db, scope, id))) {
    throw new AppError(404, "invitations/not-found", INVITATION_MESSAGES.notFound);
  }
}

/**
 * What an unexpired invitation link invites to (the accept page shows it before accepting), for
 * the invited address only: the link may be forwarded or leak, so anyone else signed in learns
 * just that it is not theirs, never the practice, inviter, role or address. Nothing changes.
 * Unknown, used, revoked and expired tokens are one answer: 404 `invitations/invalid`.
 */
export async function previewInvitation(
  db: Db,
  options: { token: string; email: string; now: Date },
): Promise<InvitationPreview> {
  const row = await findInvitationOffer(db, {
    tokenHash: hashOf(options.token),
    now: options.now,
  });
  if (!row) throw new AppError(404, "invitations/invalid", INVITATION_MESSAGES.invalid);
  if (row.email !== options.email.toLowerCase()) return { forYou: false };
  return { ...row, expiresAt: row.expiresAt.toISOString(), forYou: true };
}

/**
 * The signed-in user accepts with the link's token: the invitation must exist, be unexpired and
 * name their e-mail address; it is used up in the same transaction that adds the member, so of
 * two raced accepts one joins and the other finds no invitation. Any refusal changes nothing.
 */
export async function acceptInvitation(
  db: Db,
  options: { token: string; userId: string; email: string; now: Date },
): Promise<{ companyId: string; role: MemberRole }> {
  return db.transaction(async (tx) => {
    const row = await takeInvitation(tx, { tokenHash: hashOf(options.token), now: options.now });
    if (!row) throw new AppError(404, "invitations/invalid", INVITATION_MESSAGES.invalid);
    if (row.email !== options.email.toLowerCase()) {
      throw new AppError(403, "invitations/other-email", INVITATION_MESSAGES.otherEmail);
    }
    // An adviser chosen at invitation who has left since is not assisted.
    const stillAdvisers = await advisersOfCompany(tx, row.companyId, row.assignedAdviserIds);
    const joined = await addMember(tx, {
      companyId: row.companyId,
      userId: options.userId,
      role: row.role,
      addedByUserId: row.invitedByUserId,
      assignedAdviserIds: row.assignedAdviserIds.filter((id) => stillAdvisers.includes(id)),
    });
    if (!joined) {
      throw new AppError(409, "invitations/already-member", INVITATION_MESSAGES.alreadyMember);
    }
    await seatsChanged(tx, row.companyId);
    return { companyId: row.companyId, role: row.role };
  });
}
