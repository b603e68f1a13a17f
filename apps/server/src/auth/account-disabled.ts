import { USER_RETENTION_DAYS } from "@adviser-desk/contracts";
import { AppError } from "#server/errors/app-error";

/** The reason recorded when an administrator disables a user (better-auth's `banReason`). */
export const DISABLED_REASON = "Disabled by an administrator";

/** The reason recorded when an administrator deletes a user (a soft delete, ADR 015). */
export const DELETED_REASON = "Deleted by an administrator";

/** What a disabled user is told, at sign-in (better-auth's BANNED_USER) and on any later request. */
export const ACCOUNT_DISABLED_MESSAGE =
  "This account has been disabled by an administrator. Contact support to have it enabled.";

/**
 * What a deleted user is told, at sign-in (ACCOUNT_DELETED) and on any later request: not that
 * it can simply be enabled, but that it is gone unless restored within the retention period.
 */
export const ACCOUNT_DELETED_MESSAGE = `This account has been deleted by an administrator. If that is a mistake, contact support: a deleted account can be restored within ${USER_RETENTION_DAYS} days.`;

/** better-auth's error code for a sign-in refused because the account was deleted. */
export const ACCOUNT_DELETED_CODE = "ACCOUNT_DELETED";

/**
 * A request whose session ended because its user was disabled: 401 like any signed-out request,
 * but with its own code and the administrator's reason, so the person is told why.
 */
export const accountDisabled = (reason: string) =>
  new AppError(401, "auth/account-disabled", ACCOUNT_DISABLED_MESSAGE, undefined, { reason });

/** A request whose session ended because its user was deleted: told so, not "disabled". */
export const accountDeleted = () =>
  new AppError(401, "auth/account-deleted", ACCOUNT_DELETED_MESSAGE, undefined, {
    reason: DELETED_REASON,
  });

/** The refusal for a session an administrator ended, by the reason they ended it with. */
export const sessionEndedFor = (reason: string) =>
  reason === DELETED_REASON ? accountDeleted() : accountDisabled(reason);
