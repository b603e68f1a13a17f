import { formatCents, formatDateTime } from "@adviser-desk/format";

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

/** Fields whose stored name does not say what a reader needs to know. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  deletedAt: "Deleted",
  purgeAfter: "Data kept until",
};

/** An amount in cents (`subscriptionAmountCents`): shown as money, named without "cents". */
const isCents = (field: string) => /[a-z]Cents$/.test(field);

/** A table's id (`id`, `companyId`): internal, never shown; the entry's target names the thing. */
const isId = (field: string) => field === "id" || /[a-z]Id$/.test(field);

/** A stored field name in words: "discountPercent" → "Discount percent", "vatNumber" → "VAT number". */
export function fieldLabel(field: string): string {
  const own = FIELD_LABELS[field];
  if (own) return own;
  const words = (isCents(field) ? field.slice(0, -"Cents".length) : field)
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

const shown = (value: unknown, field = ""): string => {
  if (value === undefined || value === null || value === "") return "—";
  if (isCents(field) && typeof value === "number") return formatCents(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (Array.isArray(value))
    return value.length === 0 ? "—" : value.map((item) => shown(item)).join(", ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !isId(key))
      .map(([key, inner]) => `${fieldLabel(key)} ${shown(inner, key)}`)
      .join(", ");
  return String(value);
};

/**
 * The fields an audit entry changed, one line each, as a reader would write them: amounts in
 * cents as money, ids left out, and a field the entry did not record afterwards (a deleted user's
 * "disabled") not shown as cleared. Objects are compared one level deep (a company's address
 * shows as one field); unchanged fields are left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditLine[] {
  const asRecord = (v: unknown): Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const b = asRecord(before);
  const a = asRecord(after);
  const recordedAfter = (field: string) => after === null || after === undefined || field in a;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (field) => !isId(field) && recordedAfter(field),
  );
  const lines = fields
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: shown(b[field], field),
      after: shown(a[field], field),
    }))
    // Absent, null and empty all read "—": a change between them is no change to a reader.
    .filter((line) => line.before !== line.after);
  if (lines.length === 0 && after === null && before !== null) {
    return [{ field: "removed", label: "Removed", before: shown(before), after: "—" }];
  }
  return lines;
}
