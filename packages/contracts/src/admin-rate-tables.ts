import {
  type Problem,
  validateLumpSumTable,
  validateTaxYearTable,
  validateTransferCostTariff,
  validateTransferDutyTable,
} from "@adviser-desk/finance";
import { z } from "zod";
import { csvLine } from "./spreadsheet-cells";

export const rateTableKindSchema = z.enum([
  "tax-year",
  "transfer-duty",
  "transfer-cost-tariff",
  "lump-sum",
]);
export type RateTableKind = z.infer<typeof rateTableKindSchema>;

export const RATE_TABLE_KIND_LABELS: Record<RateTableKind, string> = {
  "tax-year": "Tax year",
  "transfer-duty": "Transfer duty table",
  "transfer-cost-tariff": "Transfer cost tariff",
  "lump-sum": "Lump-sum tax table",
};

/** A table's problems, each at a dotted path, with the CSV line it came from when imported as CSV. */
export interface RateTableProblem extends Problem {
  row?: number;
}

/** Checks a table with the finance package's validator for its kind. [] when valid. */
export function validateRateTable(kind: RateTableKind, data: unknown): Problem[] {
  if (kind === "tax-year") return validateTaxYearTable(data);
  if (kind === "transfer-duty") return validateTransferDutyTable(data);
  if (kind === "lump-sum") return validateLumpSumTable(data);
  return validateTransferCostTariff(data);
}

/** The key a table is stored under: its tax year, or the date it takes effect. */
export function rateTableKeyOf(kind: RateTableKind, data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const field = kind === "tax-year" ? "taxYear" : "effectiveFrom";
  const value = (data as Record<string, unknown>)[field];
  return typeof value === "number" || typeof value === "string" ? String(value) : null;
}

type Leaf = string | number | boolean | null;

/** Every leaf of a JSON value as [dotted path, value]; empty arrays and objects as JSON text. */
export function flattenTable(value: unknown, prefix = ""): [string, Leaf][] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [[prefix, "[]"]];
    return value.flatMap((item, i) => flattenTable(item, prefix ? `${prefix}.${i}` : String(i)));
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [[prefix, "{}"]];
    return entries.flatMap(([k, v]) => flattenTable(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value as Leaf]];
}

/** One figure that differs; `before` is absent for an added figure, `after` for a removed one. */
export interface TableChange {
  path: string;
  before?: Leaf | undefined;
  after?: Leaf | undefined;
}

/** What publishing `next` changes against `current` (null when there is no current table). */
export function diffTables(current: unknown, next: unknown): TableChange[] {
  const before = new Map(current == null ? [] : flattenTable(current));
  const after = new Map(flattenTable(next));
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, before: before.get(path), after: after.get(path) }));
}

/** Import (preview) input: the file's text as uploaded, or a table already parsed (editor). */
export const rateTablePreviewInputSchema = z.discriminatedUnion("format", [
  z.object({
    kind: rateTableKindSchema,
    format: z.enum(["json", "csv"]),
    content: z
      .string()
      .min(1, { error: "the file is empty" })
      .max(500_000, { error: "the file is larger than 500 KB" }),
  }),
  z.object({ kind: rateTableKindSchema, format: z.literal("table"), table: z.unknown() }),
]);
export type RateTablePreviewInput = z.input<typeof rateTablePreviewInputSchema>;

const leafSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

export const rateTableVersionSchema = z.object({
  id: z.string(),
  kind: rateTableKindSchema,
  key: z.string(),
  version: z.number().int(),
  source: z.string(),
  createdAt: z.string(),
  createdByEmail: z.string().nullable(),
});
export type RateTableVersion = z.infer<typeof rateTableVersionSchema>;

export const rateTablePreviewResponseSchema = z.object({
  valid: z.boolean(),
  problems: z.array(
    z.object({ path: z.string(), message: z.string(), row: z.number().int().optional() }),
  ),
  /** The parsed table (also when invalid, so the editor can show it), or null if unreadable. */
  table: z.unknown(),
  key: z.string().nullable(),
  /** The newest stored version of that key, or null when the key is new. */
  current: rateTableVersionSchema.nullable(),
  changes: z.array(z.object({ path: z.string(), before: leafSchema, after: leafSchema })),
});
export type RateTablePreviewResponse = z.infer<typeof rateTablePreviewResponseSchema>;

export const publishRateTableInputSchema = z.object({
  kind: rateTableKindSchema,
  table: z.unknown(),
  /** Why this version exists (e.g. "SARS Budget 2026 tables, imported from CSV"). */
  note: z
    .string()
    .trim()
    .min(3, { error: "note must say where the figures come from" })
    .max(300, { error: "note must be at most 300 characters" }),
  /** The version the admin reviewed; publishing is refused (409) if another was published since. */
  basedOnVersion: z.number().int().min(0).nullable(),
});
export type PublishRateTableInput = z.input<typeof publishRateTableInputSchema>;

export const rateTableListResponseSchema = z.object({
  items: z.array(rateTableVersionSchema.extend({ versions: z.number().int() })),
});
export type RateTableListResponse = z.infer<typeof rateTableListResponseSchema>;

export const rateTableParamsSchema = z.object({ kind: rateTableKindSchema, key: z.string() });

export const rateTableDetailResponseSchema = z.object({
  current: rateTableVersionSchema,
  table: z.unknown(),
  history: z.array(rateTableVersionSchema),
});
export type RateTableDetailResponse = z.infer<typeof rateTableDetailResponseSchema>;

/** Whether text would be read back as something else than that text (see the CSV layout). */
function readsAsJson(text: string): boolean {
  if (text !== text.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A key containing dots is written in square brackets, so the path still reads unambiguously. */
const csvSegment = (key: string) => (key.includes(".") ? `[${key}]` : key);

function csvRows(value: unknown, path: string): [string, string | number][] {
  const child = (key: string) => (path ? `${path}.${csvSegment(key)}` : csvSegment(key));
  if (Array.isArray(value)) {
    if (value.length === 0) return [[path, "[]"]];
    return value.flatMap((item, i) => csvRows(item, child(String(i))));
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [[path, "{}"]];
    return entries.flatMap(([k, v]) => csvRows(v, child(k)));
  }
  if (typeof value === "string") {
    return [[path, value !== "" && readsAsJson(value) ? JSON.stringify(value) : value]];
  }
  if (typeof value === "number") return [[path, value]];
  return [[path, JSON.stringify(value)]];
}

/**
 * A table in the import's CSV layout: header `path,value`, one row per figure (README
 * "Administration"). Reading it back gives the same table.
 */
export function rateTableToCsv(table: unknown): string {
  const lines = csvRows(table, "").map((row) => csvLine(row));
  return `path,value\n${lines.join("\n")}\n`;
}
