import type { RecordKind, SummaryKeyFigures } from "@adviser-desk/contracts";
import type { KindContent } from "#server/documents/report-content";
import type { SheetLetterhead } from "#server/documents/sheets/sheet-table";
import type { RateTableRow } from "#server/features/rate-tables";
import type { NamesOf, RecordKindDefinition, ResultOf, StoredInputsOf } from "../record-kind";

export type KeyFigure = SummaryKeyFigures["figures"][number];

/** A key figure of the client summary; `estimate` when a table figure behind it is one. */
export const keyFigure = (label: string, value: string, estimate = false): KeyFigure => ({
  label,
  value,
  estimate,
});

/** The report's spreadsheets, from the finance result's numbers (not the formatted text). */
export interface KindSheets<K extends RecordKind> {
  /** The workbook, each sheet's printed header the report's letterhead. */
  xlsx(letterhead: SheetLetterhead, result: ResultOf<K>): Promise<Buffer>;
  csv(result: ResultOf<K>, period: "monthly" | "yearly"): string;
}

/**
 * One record kind on the server (`KINDS` in kinds/index.ts holds one per RecordKind): what the
 * lifecycle needs, the report's content and spreadsheets, and the client summary's figures.
 */
export interface ServerKind<K extends RecordKind> extends RecordKindDefinition<K> {
  /** What the kind shows in its report; buildReport adds the common parts. */
  reportContent(args: {
    names: NamesOf<K>;
    inputs: StoredInputsOf<K>;
    result: ResultOf<K>;
    tables: RateTableRow[];
  }): KindContent;
  /** Null exactly when the contract's `spreadsheets` is (checked by kinds.test.ts). */
  sheets: KindSheets<K> | null;
  /** The headline figures of the client's latest record of the kind (the client summary). */
  keyFigures(result: ResultOf<K>): KeyFigure[];
}
