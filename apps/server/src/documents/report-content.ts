import {
  KINDS,
  type RecordKind,
  type ReportBasis,
  type ReportBlock,
  type ReportFact,
  type ResultField,
} from "@adviser-desk/contracts";
import type { TraceLine } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";

/** What one kind contributes to its report; the common parts are added by buildReport. */
export interface KindContent {
  title: string;
  taxYear: number | null;
  /** What was assumed, in words (label, value). */
  inputs: { label: string; value: string }[];
  blocks: ReportBlock[];
  /** Named result fields for Word templates. */
  fields: Record<string, string>;
  /** The kind's loops for Word templates. */
  loops: Record<string, Record<string, string>[]>;
  warnings: string[];
  basisTables: ReportBasis["tables"];
  estimates: string[];
  trace: TraceLine[];
}

type FactRow<K extends RecordKind> = [
  key: ResultField<K>,
  value: string,
  options?: { strong?: boolean; estimate?: boolean; omit?: boolean },
];

/** A facts block whose rows are named result fields; the values are also added to `fields`. */
export function factsBlock<K extends RecordKind>(
  kind: K,
  fields: Record<string, string>,
  title: string,
  rows: FactRow<K>[],
): ReportBlock {
  const labels: Record<string, string> = KINDS[kind].template.fields;
  const facts: ReportFact[] = rows.flatMap(([key, value, options]) => {
    fields[key] = value;
    if (options?.omit) return [];
    const { omit: _omit, ...shown } = options ?? {};
    return [{ key, label: labels[key] ?? key, value, ...shown }];
  });
  return { type: "facts", title, rows: facts };
}

/** Rands as the screens show them; never "-R 0,00". */
export const money = (rands: number) => formatMoney(rands === 0 ? 0 : rands);

/** A table column; `sum` columns hold rands and get a total in the footer. */
export interface TableColumn {
  key: string;
  label: string;
  numeric: boolean;
  sum?: boolean;
}

/**
 * A table block whose cells are text or rands (formatted here) and whose "Total" row is, by
 * construction, the sum of each `sum` column's own rows (in whole cents, so it matches to the cent).
 */
export function tableBlock(spec: {
  key: string;
  title: string;
  note?: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly (string | number)[])[];
}): Extract<ReportBlock, { type: "table" }> {
  const cell = (value: string | number | undefined) =>
    typeof value === "number" ? money(value) : (value ?? "");
  const totals = spec.columns.some((c) => c.sum);
  const footer = spec.columns.map((column, i) => {
    if (column.sum) {
      const cents = spec.rows.reduce((sum, row) => {
        const value = row[i];
        return sum + (typeof value === "number" ? Math.round(value * 100) : 0);
      }, 0);
      return money(cents / 100);
    }
    return i === 0 ? "Total" : "";
  });
  return {
    type: "table",
    key: spec.key,
    title: spec.title,
    ...(spec.note ? { note: spec.note } : {}),
    columns: spec.columns.map(({ key, label, numeric }) => ({ key, label, numeric })),
    rows: spec.rows.map((row) => row.map(cell)),
    ...(totals ? { footer } : {}),
  };
}

/** Table rows as template loop items, by column key. */
export function loopItems(
  columns: readonly { key: string }[],
  rows: readonly string[][],
): Record<string, string>[] {
  return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c.key, row[i] ?? ""])));
}

/** The screen's chart palette (Mantine navy, teal, orange, grape). */
export const CHART_COLOURS = ["#1f3a68", "#0c8599", "#e8590c", "#9c36b5"] as const;
export const MUTED_COLOUR = "#868e96";
