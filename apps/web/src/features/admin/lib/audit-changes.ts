import { formatDateTime } from "@adviser-desk/format";

export interface AuditLine {
  field: string;
  /** The field in words: "discountPercent" → "Discount percent". */
  label: string;
  before: string;
  after: string;
}

/** An instant as the API stores it (ISO 8601 with a time), shown as a local date and time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Abbreviations a South African reader writes in capitals. */
const CAPITALS = new Set(["vat", "id", "url", "sars", "ita", "itn", "payfast", "pdf", "fsp"]);

/** A stored field name in words: "discountPercent" → "Discount percent", "vatNumber" → "VAT number". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) =>
      CAPITALS.has(word) ? (word === "payfast" ? "PayFast" : word.toUpperCase()) : word,
    );
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(shown).join(", ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${fieldLabel(key)} ${shown(inner)}`)
      .join(", ");
  return String(value);
};

/**
 * The fields an audit entry changed, one line each. Objects are compared one level deep (a
 * company's address shows as one field); unchanged fields are left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditLine[] {
  const asRecord = (v: unknown): Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const lines = fields
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: shown(b[field]),
      after: shown(a[field]),
    }))
    // Absent, null and empty all read "—": a change between them is no change to a reader.
    .filter((line) => line.before !== line.after);
  if (lines.length === 0 && after === null && before !== null) {
    return [{ field: "removed", label: "Removed", before: shown(before), after: "—" }];
  }
  return lines;
}
