/** The engine's field names that can appear inside its messages, in the words the screen uses. */
const FIELD_WORDS: Record<string, string> = {
  growthPercent: "the growth",
  incomeYieldPercent: "the income yield",
  monthlyContribution: "the monthly contribution",
  lumpSum: "the lump sum",
  extraMonthly: "the extra payment",
};

/**
 * A finance message as shown under a field: engine field names become words ("must not exceed
 * growthPercent" → "must not exceed the growth"), and the first letter is a capital.
 */
export function readableProblem(message: string): string {
  const text = message.replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (name) => FIELD_WORDS[name] ?? name);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
