import { formatDateTime } from "@adviser-desk/format";

export interface AuditLine {
  field: string;
  before: string;
  after: string;
}

/** An instant as the API stores it (ISO 8601 with a time), shown as a local date and time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(shown).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
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
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }))
    // Absent, null and empty all read "—": a change between them is no change to a reader.
    .filter((line) => line.before !== line.after);
  if (lines.length === 0 && after === null && before !== null) {
    return [{ field: "removed", before: shown(before), after: "—" }];
  }
  return lines;
}
