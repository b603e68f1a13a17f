import type { z } from "zod";
import type { RecordKind } from "../record-common";

/**
 * What code without zod needs of a record kind (the endpoints' routes, which the web's first
 * bundle carries): its collection, its words, and the report files it has.
 */
export interface KindWords<K extends RecordKind = RecordKind> {
  kind: K;
  /** The API collection: /api/v1/<path> and /api/v1/clients/:clientId/<path>. */
  path: string;
  /** In documents and messages: "This <noun> is locked", "A client's <noun>s". */
  noun: string;
  /** How the client file names the kind: "Tax scenario". */
  label: string;
  /** The folder of the kind's records in a client's data export. */
  exportFolder: string;
  /** What the report's workbook and CSV hold, or null when the kind has no spreadsheet. */
  spreadsheets: { xlsx: string; csv: string } | null;
}

/** The placeholders a kind's Word template may use beyond the ones every template has. */
export interface KindTemplate {
  /** Named result fields, with the label the built-in template and the report print. */
  fields: Readonly<Record<string, string>>;
  /** Loops (tables), with the fields of one item. */
  loops: Readonly<Record<string, readonly string[]>>;
  /** Fields kept so templates written before a field was split still fill; not printed. */
  superseded: readonly string[];
  /** Further fields: column headings of the kind's tables. */
  headings: readonly string[];
}

/**
 * One record kind in the contracts: its words, its schemas (inputs as sent and as stored, the
 * result, create and update bodies, list item, full response, list, 409 problem), and its Word
 * template's placeholders. `KINDS` (kinds/index.ts) holds one per RecordKind.
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
  template: KindTemplate;
}
