import type { z } from "zod";
import type { RecordKind } from "../record-common";

/** What code without zod (the routes in the web's first bundle) needs of a record kind. */
export interface KindWords<K extends RecordKind = RecordKind> {
  kind: K;
  /** The API collection: /api/v1/<path> and /api/v1/clients/:clientId/<path>. */
  path: string;
  /** In documents and messages: "This <noun> is locked". */
  noun: string;
  /** How the client file names the kind: "Tax scenario". */
  label: string;
  /** The folder of the kind's records in a client's data export. */
  exportFolder: string;
  /** What the report's workbook and CSV hold; null when the kind has no spreadsheet. */
  spreadsheets: { xlsx: string; csv: string } | null;
}

/**
 * One record kind in the contracts (`KINDS` in kinds/index.ts holds one per RecordKind): its
 * words, its schemas, and the placeholders its Word template may use beyond everyone's — named
 * result fields with their labels, loops with their columns, fields kept only for old templates
 * (`superseded`), and table headings.
 */
export interface ContractKind<K extends RecordKind = RecordKind> extends KindWords<K> {
  inputsSchema: z.ZodType;
  storedInputsSchema: z.ZodType;
  resultSchema: z.ZodType;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  summarySchema: z.ZodType;
  responseSchema: z.ZodType;
  listSchema: z.ZodType;
  conflictSchema: z.ZodType;
  template: {
    fields: Readonly<Record<string, string>>;
    loops: Readonly<Record<string, readonly string[]>>;
    superseded: readonly string[];
    headings: readonly string[];
  };
}
