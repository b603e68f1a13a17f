import { USER_RETENTION_DAYS } from "@adviser-desk/contracts";
import { type Actor, writeAudit } from "#server/audit/audit-queries";
import { DELETED_REASON } from "#server/auth/account-disabled";
import { forgetRevokedSessionsOf, revokeSessionsOf } from "#server/auth/session-queries";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { lockUser } from "./lock-user";
import type { UserEffects } from "./user-effects";
import { ownAccount } from "./user-errors";
import { deleteUserDeletion, insertUserDeletion, setUserBan } from "./user-queries";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §7 deleteUser, as a soft delete (ADR 015): the user is signed out everywhere (their sessions
 * remembered as deleted, so an open page is told why) and cannot sign in, and disappears from the
 * list; their company, clients and records stay untouched for USER_RETENTION_DAYS, during which
 * the deletion can be undone; then purgeDeletedUsers removes them.
 */
export async function deleteUser(
  db: Db,
  effects: UserEffects,
  options: { actor: Actor; userId: string; confirmEmail: string; now?: Date },
): Promise<void> {
  const { actor, userId } = options;
  const now = options.now ?? new Date();
  if (actor.id === userId) throw ownAccount("delete");
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (options.confirmEmail.trim().toLowerCase() !== before.email.toLowerCase()) {
      throw new AppError(
        400,
        "admin/confirmation-mismatch",
        "The e-mail typed does not match this user's e-mail: nothing was deleted.",
        [{ path: "confirmEmail", message: "must be the user's e-mail" }],
      );
    }
    if (before.deletedAt) {
      throw new AppError(409, "admin/already-deleted", "This user is already deleted.");
    }
    const purgeAfter = new Date(now.getTime() + USER_RETENTION_DAYS * DAY_MS);
    await setUserBan(tx, userId, { banned: true, reason: DELETED_REASON });
    await revokeSessionsOf(tx, userId, DELETED_REASON);
    await insertUserDeletion(tx, {
      userId,
      email: before.email,
      deletedAt: now,
      purgeAfter,
      deletedByEmail: actor.email,
    });
    await writeAudit(tx, actor, {
      action: "user/delete",
      targetType: "user",
      targetId: userId,
      before: { email: before.email, disabled: before.disabled },
      after: {
        email: before.email,
        deletedAt: now.toISOString(),
        purgeAfter: purgeAfter.toISOString(),
      },
    });
  });
  await effects.sessionsChanged();
}

/** Undoes a deletion within the retention period: the user may sign in again. */
export async function restoreUser(
  db: Db,
  effects: UserEffects,
  options: { actor: Actor; userId: string },
): Promise<void> {
  const { actor, userId } = options;
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before.deletedAt) {
      throw new AppError(409, "admin/not-deleted", "This user is not deleted.");
    }
    await deleteUserDeletion(tx, userId);
    await setUserBan(tx, userId, { banned: false, reason: null });
    await forgetRevokedSessionsOf(tx, userId);
    await writeAudit(tx, actor, {
      action: "user/restore",
      targetType: "user",
      targetId: userId,
      before: { email: before.email, deletedAt: before.deletedAt.toISOString() },
      after: { email: before.email, deletedAt: null },
    });
  });
  await effects.sessionsChanged();
}
