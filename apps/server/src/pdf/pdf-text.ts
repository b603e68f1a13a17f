/*
 * Text as the embedded font can draw it. Inter's apostrophes (' and ’) come out of react-pdf
 * without a text mapping (copied text reads "attorney9s" or "attorney s") and shift its later line
 * breaks mid-word; the modifier letter apostrophe (U+02BC) looks the same and maps. Double quotes
 * are made straight; the ceiling brackets and the arrow are not in the font's Latin subset.
 */
const REPLACEMENTS: [RegExp, string][] = [
  [/[\u0027\u2018\u2019\u201b\u2032]/g, "\u02bc"],
  [/[\u201c\u201d\u201f\u2033]/g, '"'],
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
