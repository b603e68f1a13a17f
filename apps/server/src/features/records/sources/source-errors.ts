import { SOURCE_KIND_NOUNS, type SourceLink } from "@adviser-desk/contracts";
import { AppError } from "#server/errors/app-error";

/**
 * The record a value claims to come from is unknown, deleted, another client's or another
 * company's: the same answer for each, so an id reveals nothing.
 */
export const sourceNotFound = (target: string, link: SourceLink) =>
  new AppError(
    404,
    "records/source-not-found",
    `The ${SOURCE_KIND_NOUNS[link.kind]} that ${target} was taken from does not exist or was removed.`,
    [{ path: `inputs.sources.${target}`, message: "the source record was not found" }],
  );

/** The link claims a version the source never had, or a value it does not have at that version. */
export const sourceMismatch = (target: string, message: string) =>
  new AppError(400, "records/invalid-source", `inputs.sources.${target}: ${message}`, [
    { path: `inputs.sources.${target}`, message },
  ]);

/** The source offers nothing for that field now (e.g. no RA top-up lowers the bracket). */
export const sourceHasNoValue = (what: string) =>
  new AppError(409, "records/source-has-no-value", `The record has no ${what} to take.`);
