import { AppError } from "#server/errors/app-error";

/**
 * Every link that does not work — never issued, guessed, used, replaced, expired, or killed by
 * wrong answers — gets this one answer, so a link tells nothing about any other.
 */
export const linkNotFound = () =>
  new AppError(
    404,
    "acknowledgements/not-found",
    "This link does not work. It may have been used already or have expired: ask your adviser for a new one.",
  );

export const identityMismatch = (left: number) =>
  new AppError(
    400,
    "acknowledgements/identity-mismatch",
    `That does not match what your adviser holds. ${left} ${left === 1 ? "try is" : "tries are"} left before this link stops working.`,
  );

export const nameMismatch = () =>
  new AppError(
    400,
    "acknowledgements/name-mismatch",
    "Type your full name as your adviser has it on file (your first name and surname).",
  );

export const documentChanged = () =>
  new AppError(
    409,
    "acknowledgements/document-changed",
    "The document changed since you opened it: open the link again.",
  );

export const tooManyTries = (retryAfterSeconds: number) =>
  new AppError(
    429,
    "acknowledgements/too-many-requests",
    `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again.`,
    undefined,
    undefined,
    retryAfterSeconds,
  );

export const noIdentityCheck = () =>
  new AppError(
    409,
    "advice-packs/no-identity-check",
    "The client's profile has neither an ID number nor an e-mail address, so the client could not confirm who they are: add one to the profile first.",
  );

export const notARecordOfAdvice = () =>
  new AppError(
    409,
    "advice-packs/not-a-record-of-advice",
    "Only a record of advice written here can be acknowledged online.",
  );

export const noClientEmail = () =>
  new AppError(
    409,
    "advice-packs/no-client-email",
    "The client's profile has no e-mail address: add one, or copy the link instead.",
  );

export const alreadyAcknowledged = () =>
  new AppError(
    409,
    "advice-packs/already-acknowledged",
    "The client has already answered this record of advice: issue a new version to ask again.",
  );
