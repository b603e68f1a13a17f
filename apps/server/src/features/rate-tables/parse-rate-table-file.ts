import { type RateTableProblem, undoFormulaGuard } from "@adviser-desk/contracts";
import { parse } from "csv-parse/sync";

export interface ParsedFile {
  /** The table read from the file, or null when the file itself could not be read. */
  table: unknown;
  problems: RateTableProblem[];
  /** The CSV line of a path's value, for listing a problem with its row (CSV only). */
  rowOf(path: string): number | undefined;
}

const noRows = () => undefined;

function readJson(content: string): ParsedFile {
  try {
    return { table: JSON.parse(content), problems: [], rowOf: noRows };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      table: null,
      problems: [{ path: "", message: `not valid JSON: ${message}` }],
      rowOf: noRows,
    };
  }
}

/**
 * A CSV value: JSON when it reads as JSON (numbers, true, false, null, "quoted text", [lists]),
 * otherwise the text as written. So `0.18` is a number and `2026-03-01` or `SARS` are text.
 */
function cellValue(text: string): unknown {
  // Our export writes text a spreadsheet would run as a formula with a leading apostrophe.
  const trimmed = undoFormulaGuard(text.trim());
  if (trimmed === "") return "";
  try {
    return JSON.parse(trimmed);
  } catch {
    return trimmed;
  }
}

const SEGMENT = /^(?:[A-Za-z0-9_]+|\[[A-Za-z0-9_.]+\])$/;

/**
 * A path's segments: `brackets.0.rate`, with a key that itself contains dots in square brackets,
 * e.g. `confidence.[capitalGains.inclusionRate].estimate`. Null when the path is malformed.
 */
function segmentsOf(path: string): string[] | null {
  const parts = path.match(/\[[^\]]*\]|[^.]+/g);
  if (!parts || parts.join(".") !== path || !parts.every((p) => SEGMENT.test(p))) return null;
  return parts.map((p) => (p.startsWith("[") ? p.slice(1, -1) : p));
}

type Node = Record<string, unknown> | unknown[];

/** Sets `value` at a dotted path, making lists for numeric segments and objects otherwise. */
function setPath(root: Node, segments: string[], value: unknown): string | null {
  let node: Node = root;
  for (const [i, segment] of segments.entries()) {
    const isLast = i === segments.length - 1;
    const nextIsIndex = /^\d+$/.test(segments[i + 1] ?? "");
    const record = node as Record<string, unknown>;
    if (isLast) {
      if (segment in record) return "is given twice";
      record[segment] = value;
      return null;
    }
    const existing = record[segment];
    if (existing === undefined) {
      const created: Node = nextIsIndex ? [] : {};
      record[segment] = created;
      node = created;
    } else if (typeof existing === "object" && existing !== null) {
      node = existing as Node;
    } else {
      return `conflicts with the value given for ${segments.slice(0, i + 1).join(".")}`;
    }
  }
  return null;
}

/** Lists must be numbered 0, 1, 2, … without gaps (a gap is almost always a typing slip). */
function gapProblems(value: unknown, path: string): string[] {
  if (Array.isArray(value)) {
    const gaps: string[] = [];
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) gaps.push(path ? `${path}.${i}` : String(i));
      else gaps.push(...gapProblems(value[i], path ? `${path}.${i}` : String(i)));
    }
    return gaps;
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => gapProblems(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/**
 * The CSV layout (README "Administration"): a header `path,value`, then one row per figure,
 * e.g. `brackets.0.rate,0.18`. Rows starting with # are comments.
 */
function readCsv(content: string): ParsedFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      comment: "#",
      skip_empty_lines: true,
      trim: true,
      info: true,
      bom: true,
      // csv-parse's sync typings ignore `info: true`, which wraps each record as { record, info }.
    }) as unknown as typeof records;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      table: null,
      problems: [{ path: "", message: `not valid CSV: ${message}` }],
      rowOf: noRows,
    };
  }
  const [header, ...rows] = records;
  if (header?.record[0]?.toLowerCase() !== "path" || header.record[1]?.toLowerCase() !== "value") {
    return {
      table: null,
      problems: [
        { path: "", row: header?.info.lines ?? 1, message: 'the first row must be "path,value"' },
      ],
      rowOf: noRows,
    };
  }
  const table: Record<string, unknown> = {};
  const problems: RateTableProblem[] = [];
  const rows_: [string, number][] = [];
  for (const { record, info } of rows) {
    const [path = "", value = "", ...extra] = record;
    const row = info.lines;
    if (extra.some((cell) => cell !== "")) {
      problems.push({
        path,
        row,
        message: "has more than two columns (quote values that contain commas)",
      });
      continue;
    }
    const segments = segmentsOf(path);
    if (!segments) {
      problems.push({ path, row, message: "is not a dotted path like brackets.0.rate" });
      continue;
    }
    const clash = setPath(table, segments, cellValue(value));
    if (clash) problems.push({ path, row, message: clash });
    else rows_.push([segments.join("."), row]);
  }
  for (const gap of gapProblems(table, "")) {
    problems.push({
      path: gap,
      message: "is missing: list items must be numbered 0, 1, 2, … without gaps",
    });
  }
  const rowOf = (path: string) => {
    const exact = rows_.find(([p]) => p === path);
    if (exact) return exact[1];
    const inside = rows_.find(([p]) => p.startsWith(`${path}.`));
    if (inside) return inside[1];
    const segments = path.split(".");
    for (let n = segments.length - 1; n > 0; n--) {
      const parent = segments.slice(0, n).join(".");
      const near = rows_.find(([p]) => p === parent || p.startsWith(`${parent}.`));
      if (near) return near[1];
    }
    return undefined;
  };
  return { table, problems, rowOf };
}

export function parseRateTableFile(format: "json" | "csv", content: string): ParsedFile {
  return format === "json" ? readJson(content) : readCsv(content);
}
