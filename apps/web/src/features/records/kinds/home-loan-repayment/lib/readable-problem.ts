/** The engine's field names that can appear inside its messages, in the words the screen uses. */
const FIELD_WORDS: Record<string, string> = {
  startDate: "the first instalment",
  annualRatePercent: "the interest rate",
  loanAmount: "the loan amount",
  termMonths: "the term",
};

/**
 * A finance message as shown under a field: engine field names become words ("must not be before
 * the month of startDate" → "must not be before the month of the first instalment"), and the
 * first letter is a capital.
 */
export function readableProblem(message: string): string {
  const text = message.replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (name) => FIELD_WORDS[name] ?? name);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
