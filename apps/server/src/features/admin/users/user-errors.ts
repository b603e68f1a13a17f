import { AppError } from "#server/errors/app-error";

export const userNotFound = () =>
  new AppError(404, "admin/user-not-found", "There is no user with that id.");

/** An admin cannot lock themselves out (disable, delete or demote their own account). */
export const ownAccount = (what: string) =>
  new AppError(409, "admin/own-account", `You cannot ${what} your own account.`);

/** A deleted user's account is kept only to be restored or purged: nothing of it changes. */
export const userDeleted = () =>
  new AppError(
    409,
    "admin/user-deleted",
    "This user is deleted: restore them before changing their profile, company or access.",
  );
