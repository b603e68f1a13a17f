import { MEMBER_MESSAGES, type MemberRoleChange } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { seatsChanged } from "#server/features/billing";
import type { CompanyScope } from "#server/tenancy/caller";
import {
  advisersAmong,
  deleteMember,
  handOverClients,
  lockOwners,
  setMemberRole,
} from "./member-queries";
import { passHolding } from "./pass-holding";

const notFound = () => new AppError(404, "members/not-found", MEMBER_MESSAGES.notFound);
const lastOwner = () => new AppError(409, "members/last-owner", MEMBER_MESSAGES.lastOwner);

/**
 * Locks the company's owner rows and refuses when `userId` is its last owner. Run inside the
 * transaction that demotes or removes them, so two owners demoting each other at once cannot
 * leave the company without one.
 */
async function refuseLastOwner(tx: Db, scope: CompanyScope, userId: string) {
  const owners = await lockOwners(tx, scope);
  if (owners.length === 1 && owners[0] === userId) throw lastOwner();
  return owners;
}

/**
 * Changes a member's role (and, for an assistant, whom they assist). A member who stops being an
 * owner or adviser hands their clients to the owner making the change (ADR 030); an account
 * holder who stops being an owner passes the holding on (`passHolding`).
 */
export async function changeMemberRole(
  db: Db,
  options: { scope: CompanyScope; userId: string; change: MemberRoleChange },
) {
  const { scope, userId, change } = options;
  const assigned = change.role === "assistant" ? [...new Set(change.assignedAdviserIds ?? [])] : [];
  if ((await advisersAmong(db, scope, assigned)).length !== assigned.length) {
    throw new AppError(400, "members/not-an-adviser", MEMBER_MESSAGES.notAnAdviser);
  }
  await db.transaction(async (tx) => {
    if (change.role !== "owner") await refuseLastOwner(tx, scope, userId);
    const updated = await setMemberRole(tx, scope, {
      userId,
      role: change.role,
      assignedAdviserIds: assigned,
    });
    if (!updated) throw notFound();
    if (change.role !== "owner") await passHolding(tx, { companyId: scope.id, leaving: userId });
    if (change.role !== "owner" && change.role !== "adviser") {
      await handOverClients(tx, {
        companyId: scope.id,
        from: userId,
        to: scope.userId,
        by: scope.userId,
      });
    }
  });
}

/**
 * Removes a member; the company's data stays the company's: their clients go to `reassignTo`
 * (an owner or adviser of the company; by default the owner removing them), and the holding
 * passes on if they held it, in one transaction.
 */
export async function removeMember(
  db: Db,
  options: { scope: CompanyScope; userId: string; reassignTo?: string | undefined },
) {
  const { scope, userId } = options;
  await db.transaction(async (tx) => {
    const owners = await refuseLastOwner(tx, scope, userId);
    // By default the owner removing them; an owner removing themself hands to another owner.
    const to =
      options.reassignTo ??
      (scope.userId !== userId ? scope.userId : owners.find((owner) => owner !== userId));
    if (!to || to === userId || (await advisersAmong(tx, scope, [to])).length !== 1) {
      throw new AppError(400, "members/not-an-adviser", MEMBER_MESSAGES.handOverNotAdviser);
    }
    await handOverClients(tx, { companyId: scope.id, from: userId, to, by: scope.userId });
    await passHolding(tx, { companyId: scope.id, leaving: userId });
    // While they are still counted: the period's peak keeps the seat they used.
    await seatsChanged(tx, scope.id);
    if (!(await deleteMember(tx, scope, userId))) throw notFound();
  });
}
