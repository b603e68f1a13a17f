/** Integer cents → PayFast's rand string with two decimals ("14999" → "149.99"). */
export function centsToRandString(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`bad cents ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** PayFast's rand string → integer cents, or null when it is not a plain amount ("-2.30" allowed). */
export function randStringToCents(text: string): number | null {
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, rands = "0", fraction = ""] = match;
  const cents = Number(rands) * 100 + Number(fraction.padEnd(2, "0"));
  return sign === "-" ? -cents : cents;
}
