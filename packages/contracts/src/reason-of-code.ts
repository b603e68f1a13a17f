/** The words a person reads for a code: the reason part with dashes as spaces (spec §8). */
export function reasonOfCode(code: string): string {
  const reason = code.includes("/") ? code.slice(code.indexOf("/") + 1) : code;
  return reason.replaceAll("-", " ");
}

/**
 * The reason of a problem whose words are a person's sentence, not a code: the sentence travels
 * in the problem's `detail` and is shown as written.
 */
export const WORDS_IN_DETAIL = "invalid-input";

/**
 * The code for a problem described by `message`. A code reads back as its reason with dashes as
 * spaces (spec §8), so a message becomes the code's reason only when it reads back unchanged:
 * "account name missing" → `company/account-name-missing`. Any other message ("amount must be
 * R 1,00 to R 100 000,00" would read back as "amount must be r 1 00 to r 100 000 00") gets
 * `<area>/invalid-input`, and its words go in the detail, shown as written.
 */
export function codeOfMessage(area: string, message: string): `${string}/${string}` {
  const reason = message.replaceAll(" ", "-");
  const readsBack = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(reason) && reasonOfCode(reason) === message;
  return `${area}/${readsBack ? reason : WORDS_IN_DETAIL}`;
}
