/*
 * Text as the embedded font can draw it: the ceiling brackets and the arrow are not in the font's
 * Latin subset. (Apostrophes and quotes print as typed: see pdf-glyphs.ts for why they once lost
 * their text mapping.)
 */
const REPLACEMENTS: [RegExp, string][] = [
  [/\u2308/g, "roundup("],
  [/\u2309/g, ")"],
  [/\u2192/g, "->"],
];

export function pdfSafeText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  return out;
}

/** Every string of a JSON-like value, made safe for the PDF font. */
export function pdfSafe<T>(value: T): T {
  if (typeof value === "string") return pdfSafeText(value) as T;
  if (Array.isArray(value)) return value.map((item) => pdfSafe(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, pdfSafe(item)]),
    ) as T;
  }
  return value;
}
