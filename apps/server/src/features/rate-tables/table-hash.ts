import { createHash } from "node:crypto";

/** JSON with object keys sorted and undefined members dropped: the same text however it was stored. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * A table's content hash (SHA-256 of its canonical JSON): equal for equal figures whatever the
 * key order jsonb gives back, so a stored table can be recognised as a revision we seeded.
 */
export function tableHash(table: unknown): string {
  return createHash("sha256")
    .update(canonicalJson(JSON.parse(JSON.stringify(table))))
    .digest("hex");
}
