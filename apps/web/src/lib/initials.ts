/**
 * Spec §2: the header circle shows the first letters of up to 3 name parts, upper-cased.
 * "Jan van der Merwe" → "JVD"; "  thandi  " → "T"; "" → "".
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .slice(0, 3)
    .map((part) => Array.from(part)[0] ?? "")
    .join("")
    .toLocaleUpperCase("en-ZA");
}
