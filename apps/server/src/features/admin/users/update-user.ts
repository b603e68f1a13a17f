import type { AdminUserPatch } from "@adviser-desk/contracts";
import { type Actor, writeAudit } from "#server/audit/audit-queries";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { findCompanyOfMember, updateCompany } from "#server/features/company";
import { lockUser } from "./lock-user";
import type { UserEffects } from "./user-effects";
import { ownAccount, userDeleted } from "./user-errors";
import { setUserNameAndRole } from "./user-queries";

/**
 * Spec §7 updateAccountByOwner plus name and admin role. The company part goes through the same
 * validation and version check as /company; one audit entry per part changed, all in one transaction.
 */
export async function updateUser(
  db: Db,
  effects: UserEffects,
  options: { actor: Actor; userId: string; patch: AdminUserPatch },
): Promise<void> {
  const { actor, userId, patch } = options;
  if (patch.admin === false && actor.id === userId) throw ownAccount("remove the admin role from");
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    // A deleted user's account is kept only to be restored or purged: nothing of it changes.
    if (before.deletedAt) throw userDeleted();
    const userChanges: { name?: string; role?: string } = {};
    if (patch.name !== undefined && patch.name !== before.name) userChanges.name = patch.name;
    if (patch.admin !== undefined && patch.admin !== before.admin) {
      userChanges.role = patch.admin ? "admin" : "user";
    }
    if (Object.keys(userChanges).length > 0) {
      await setUserNameAndRole(tx, userId, userChanges);
      await writeAudit(tx, actor, {
        action:
          userChanges.role === undefined
            ? "user/update"
            : patch.admin
              ? "user/grant-admin"
              : "user/revoke-admin",
        targetType: "user",
        targetId: userId,
        before: { name: before.name, admin: before.admin },
        after: { name: userChanges.name ?? before.name, admin: patch.admin ?? before.admin },
      });
    }
    if (patch.company !== undefined) {
      const current = await findCompanyOfMember(tx, userId);
      if (!current) {
        throw new AppError(404, "admin/company-missing", "This user has no company profile yet.");
      }
      const updated = await updateCompany(tx, { userId, patch: patch.company });
      const { updatedAt: _b, version: _bv, ...beforeJson } = current.json;
      const { updatedAt: _a, version: _av, ...afterJson } = updated;
      await writeAudit(tx, actor, {
        action: "company/update",
        targetType: "user",
        targetId: userId,
        before: beforeJson,
        after: afterJson,
      });
    }
  });
  if (patch.admin !== undefined || patch.name !== undefined) await effects.sessionsChanged();
  if (patch.company !== undefined) await effects.companyChanged(userId);
}
