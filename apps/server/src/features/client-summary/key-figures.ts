import { RECORD_KINDS, type SummaryKeyFigures } from "@adviser-desk/contracts";
import { FinanceInputError } from "@adviser-desk/finance";
import type { RecordDeps } from "#server/features/records";
import { type KeyFigure, keyFigure, resultOfRow, serverKind } from "#server/features/records";
import type { ClientRecordRow } from "./client-summary-queries";

/**
 * The headline figures of the client's latest record of each kind, from the finance engine by
 * the records API's own path (a locked record's snapshot, otherwise computed now).
 */
export async function keyFigures(
  deps: RecordDeps,
  rows: ClientRecordRow[],
): Promise<SummaryKeyFigures[]> {
  const out: SummaryKeyFigures[] = [];
  for (const kind of RECORD_KINDS) {
    // rows are newest first: the first of a kind is its latest.
    const row = rows.find((r) => r.kind === kind);
    if (!row) continue;
    const definition = serverKind(kind);
    let figures: KeyFigure[];
    try {
      const computed = await resultOfRow(definition, deps.tables, row);
      figures = definition.keyFigures(computed.result);
    } catch (error) {
      if (!(error instanceof FinanceInputError)) throw error;
      figures = [keyFigure("Result", "Cannot be worked out: open the record to see why")];
    }
    out.push({
      kind,
      heading: definition.label,
      recordId: row.id,
      recordName: row.name,
      locked: row.locked,
      figures,
    });
  }
  return out;
}
