import { reasonOfCode, WORDS_IN_DETAIL } from "@adviser-desk/contracts/reason-of-code";
import { HttpError, NetworkError } from "./http-error";
import { CANCELLED_STATUS, STATUS_TABLE } from "./status-codes";

export const TOO_MANY_REQUESTS_MESSAGE = STATUS_TABLE[429]?.message ?? "too many requests";
export const NETWORK_FAILED_MESSAGE = "network request failed";
const FALLBACK_MESSAGE = "something went wrong, please try again";

const AREA_REASON = /^[a-z0-9-]+\/[a-z0-9-]+$/;
const UPPER_SNAKE = /^[A-Z0-9]+(?:_[A-Z0-9]+)*$/;
const LOWER_SNAKE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

const ACCOUNT_DISABLED = "account disabled by an administrator, contact support";
const ACCOUNT_DELETED =
  "account deleted by an administrator; if that is a mistake, contact support soon: a deleted account can be restored for a limited time";

/**
 * Auth codes whose words alone would not tell the person what happened or what to do.
 * BANNED_USER is how better-auth refuses sign-in to a user an administrator disabled (issue 8);
 * auth/account-disabled is our API refusing a session that disabling ended: the same words.
 * ACCOUNT_DELETED and auth/account-deleted are the same for a deleted account, which is not
 * "disabled": it cannot be enabled, only restored within the retention period.
 */
const AUTH_CODE_MESSAGES: Readonly<Record<string, string>> = {
  BANNED_USER: ACCOUNT_DISABLED,
  "auth/account-disabled": ACCOUNT_DISABLED,
  ACCOUNT_DELETED: ACCOUNT_DELETED,
  "auth/account-deleted": ACCOUNT_DELETED,
};

/**
 * The words a person reads for an error code (spec §8): `area/reason` → reason with dashes as
 * spaces; better-auth's `UPPER_SNAKE` is read as `auth/upper-snake`; the lower_snake codes that
 * better-auth puts in redirect URLs (`?error=invalid_token`) are read the same way.
 */
export function messageOfCode(code: string): string {
  const special = AUTH_CODE_MESSAGES[code];
  if (special) return special;
  if (AREA_REASON.test(code)) return reasonOfCode(code);
  if (UPPER_SNAKE.test(code) || LOWER_SNAKE.test(code)) {
    return reasonOfCode(`auth/${code.toLowerCase().replaceAll("_", "-")}`);
  }
  return FALLBACK_MESSAGE;
}

/**
 * A lazily loaded part of the app could not be fetched (offline, or redeployed meanwhile): the
 * browser's failed import (Chromium, Firefox, Safari) or Vite's failed preload of its CSS.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof TypeError) {
    return /dynamically imported module|importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    );
  }
  return /^Unable to preload CSS for /.test(error.message);
}

/**
 * A problem's words (spec §8): its code's reason with dashes as spaces, except where the code says
 * the words are a sentence of their own (`area/invalid-input`): then the sentence, as written, so
 * "amount must be R 1,00 to R 100 000,00" keeps its capitals and commas.
 */
function messageOfProblem(code: string, problem: HttpError["problem"]): string {
  const detail = problem?.detail;
  if (code.endsWith(`/${WORDS_IN_DETAIL}`) && typeof detail === "string" && detail !== "") {
    return detail;
  }
  return messageOfCode(code);
}

/** The one mapping from anything thrown by a request to the sentence shown in the red toast. */
export function errorMessage(error: unknown): string {
  if (error instanceof NetworkError || isChunkLoadError(error)) return NETWORK_FAILED_MESSAGE;
  if (error instanceof DOMException && error.name === "AbortError") {
    return STATUS_TABLE[CANCELLED_STATUS]?.message ?? FALLBACK_MESSAGE;
  }
  if (error instanceof HttpError) {
    if (error.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
    if (error.code) return messageOfProblem(error.code, error.problem);
    return STATUS_TABLE[error.status]?.message ?? FALLBACK_MESSAGE;
  }
  return FALLBACK_MESSAGE;
}
