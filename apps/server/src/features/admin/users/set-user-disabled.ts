import { type Actor, writeAudit } from "#server/audit/audit-queries";
import { DISABLED_REASON } from "#server/auth/account-disabled";
import { forgetRevokedSessionsOf, revokeSessionsOf } from "#server/auth/session-queries";
import type { Db } from "#server/db/database";
import { lockUser } from "./lock-user";
import type { UserEffects } from "./user-effects";
import { ownAccount, userDeleted } from "./user-errors";
import { setUserBan } from "./user-queries";

/**
 * Spec §7 enableUserAccount / disableUserAccount. Disabling is better-auth's ban: every session
 * of the user is deleted in the same transaction (remembered by token hash, so a request still
 * carrying one is told the account was disabled) and every instance forgets its cached copy, so
 * they are signed out everywhere at once; sign-in is refused while banned (create-auth.ts).
 */
export async function setUserDisabled(
  db: Db,
  effects: UserEffects,
  options: { actor: Actor; userId: string; disabled: boolean },
): Promise<void> {
  const { actor, userId, disabled } = options;
  if (disabled && actor.id === userId) throw ownAccount("disable");
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    // Enabling would let a deleted user sign in again while deleted; disabling would tell them
    // "disabled" instead of "deleted": a deletion is undone by restoring, nothing else.
    if (before.deletedAt) throw userDeleted();
    await setUserBan(tx, userId, { banned: disabled, reason: disabled ? DISABLED_REASON : null });
    if (disabled) await revokeSessionsOf(tx, userId, DISABLED_REASON);
    else await forgetRevokedSessionsOf(tx, userId);
    await writeAudit(tx, actor, {
      action: disabled ? "user/disable" : "user/enable",
      targetType: "user",
      targetId: userId,
      before: { email: before.email, disabled: before.disabled },
      after: { email: before.email, disabled },
    });
  });
  await effects.sessionsChanged();
}
