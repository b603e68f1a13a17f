import { RECORD_MESSAGES, RESTORE_DAYS } from "@adviser-desk/contracts";
import { codeOfMessage } from "@adviser-desk/contracts/reason-of-code";
import { AppError } from "#server/errors/app-error";

/** Also for another company's record: never 403, so ids reveal nothing. */
export const recordNotFound = (noun: string) =>
  new AppError(404, "records/not-found", `This ${noun} does not exist or was removed.`);

/** The body's clientId is unknown, another company's, or a deleted client. */
export const clientNotFound = () =>
  new AppError(404, "clients/not-found", "This client does not exist or was removed.");

export const recordLocked = (noun: string) =>
  new AppError(409, "records/locked", `This ${noun} is locked: unlock it to change it.`);

export const recordDeleted = (noun: string) =>
  new AppError(409, "records/deleted", `This ${noun} was deleted: restore it first.`);

/** A save based on a stale read (another tab or person saved first): never a silent overwrite. */
export const recordVersionConflict = (noun: string, current: unknown) =>
  new AppError(
    409,
    "records/version-conflict",
    `This ${noun} was changed elsewhere since you opened it: review the latest version.`,
    undefined,
    { current },
  );

export const recordRestoreExpired = (noun: string) =>
  new AppError(
    410,
    "records/restore-expired",
    `A deleted ${noun} can be restored for ${RESTORE_DAYS} days; this one can no longer be.`,
  );

export interface FieldProblem {
  path: string;
  message: string;
}

const kebab = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "inputs.options.1.lumpSum" → "lump-sum"; "inputs" → "input". */
const fieldOf = (path: string) => {
  const named = path.split(".").filter((part) => part !== "" && !/^\d+$/.test(part));
  const last = named.at(-1);
  return last === undefined || last === "inputs" ? "input" : kebab(last);
};

/**
 * 400 naming the field. A "… missing" message of the record's own fields keeps the message as
 * its code (`records/scenario-name-missing`) when it reads back unchanged (`codeOfMessage`); any other problem is `records/invalid-<field>`
 * (`records/invalid-salary`, `records/invalid-acquisition-date`) with the path in the detail.
 */
export function recordInputError(problems: FieldProblem[]): AppError {
  const first = problems[0] ?? { path: "inputs", message: "is not valid" };
  const isMissing =
    !first.path.startsWith("inputs.") &&
    (first.message.endsWith(" missing") || first.message === RECORD_MESSAGES.inputsMissing);
  if (isMissing) {
    return new AppError(400, codeOfMessage("records", first.message), first.message, problems);
  }
  return new AppError(
    400,
    `records/invalid-${fieldOf(first.path)}`,
    `${first.path}: ${first.message}`,
    problems,
  );
}
