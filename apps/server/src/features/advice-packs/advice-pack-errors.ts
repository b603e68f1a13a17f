import { AppError } from "#server/errors/app-error";

/** Unknown, or another company's: never 403, so ids reveal nothing. */
export const packNotFound = () =>
  new AppError(404, "advice-packs/not-found", "This record-of-advice pack does not exist.");

/** A ticked record that is not one of this client's live records (or another company's). */
export const packRecordNotFound = () =>
  new AppError(
    404,
    "records/not-found",
    "A ticked calculation does not exist or was removed: reload the record of advice and tick again.",
  );
