import { errorMessage } from "@/lib/error-message";
import { HttpError } from "@/lib/http-error";

/**
 * The sentence shown in place for a refused member or invitation call. The members routes
 * answer every refusal with a sentence written for the person ("A company needs an owner: make
 * someone else owner first."), so a 4xx with a code shows it; anything else (offline, 5xx, 429
 * without a sentence) gets the app's shared wording.
 */
export function problemSentence(error: unknown): string {
  if (
    error instanceof HttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== undefined &&
    error.problem !== undefined &&
    error.message.trim() !== ""
  ) {
    return error.message;
  }
  return capitalise(errorMessage(error));
}

function capitalise(text: string): string {
  const sentence = text.charAt(0).toLocaleUpperCase("en-ZA") + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
