import { RESTORE_DAYS } from "@adviser-desk/contracts";
import { AppError } from "#server/errors/app-error";
import { clientJson } from "./client-json";
import type { ClientRow } from "./client-queries";

/** Also for another company's client: never 403, so ids reveal nothing. */
export const clientNotFound = () =>
  new AppError(404, "clients/not-found", "This client does not exist or was removed.");

/**
 * A client of the caller's own company that the member does not see (ADR 030): said with the
 * reason and what to ask for, instead of the 404 another company's member gets for the same id.
 */
export const clientNotVisible = (sees: { readonly advisers: readonly string[] }, userId: string) =>
  new AppError(
    403,
    "clients/not-visible",
    sees.advisers.length === 0
      ? "You have not been assigned to an adviser yet, so you cannot open your practice's clients. Ask the practice owner to assign you to the adviser you prepare for."
      : sees.advisers.includes(userId)
        ? "This client belongs to another adviser in your practice and is not shared with you. Ask that adviser or the practice owner to share the client with you."
        : "This client belongs to an adviser you do not prepare for. Ask the practice owner to assign you to the client's adviser, or that adviser to share the client.",
  );

export const clientDeleted = () =>
  new AppError(409, "clients/deleted", "This client was deleted: restore it first.");

export const clientVersionConflict = (current: ClientRow) =>
  new AppError(
    409,
    "clients/version-conflict",
    "Someone else changed this client: reload and try again.",
    undefined,
    { current: clientJson(current) },
  );

export const clientRestoreExpired = () =>
  new AppError(
    410,
    "clients/restore-expired",
    `A deleted client can be restored for ${RESTORE_DAYS} days; this one can no longer be.`,
  );

/** The spouse or partner named is unknown, deleted, or another company's: 404, so ids reveal nothing. */
export const spouseNotFound = () =>
  new AppError(
    404,
    "clients/spouse-not-found",
    "The spouse or partner chosen is not one of your clients.",
  );

export const spouseIsSelf = () =>
  new AppError(400, "clients/spouse-self", "A client cannot be their own spouse or partner.");
