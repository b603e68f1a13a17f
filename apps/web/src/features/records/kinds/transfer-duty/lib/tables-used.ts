import type { RateTableRef } from "@adviser-desk/contracts";
import type { TransferTables } from "@/lib/rate-tables/transfer-tables-of";

export interface TableUsed {
  label: string;
  tableId: string;
  effectiveFrom: string;
  /** The stored table's version (a corrected table is a new version); null for built-in ones. */
  version: number | null;
  estimate: boolean | null;
}

const LABELS: Record<RateTableRef["kind"], string> = {
  "transfer-duty": "Transfer duty table (SARS)",
  "transfer-cost-tariff": "Cost tariff (attorneys, Deeds Office, bank)",
  "tax-year": "Tax year table",
  "lump-sum": "Lump-sum tax table (SARS)",
};

/** The tables of a live result: the stored ones with their versions, or the built-in ones. */
export function tablesOfLive(tables: TransferTables): TableUsed[] {
  const versionOf = (tableId: string) =>
    tables.refs.find((ref) => ref.tableId === tableId)?.version ?? null;
  return [
    {
      label: LABELS["transfer-duty"],
      tableId: tables.transferDuty.id,
      effectiveFrom: tables.transferDuty.effectiveFrom,
      version: versionOf(tables.transferDuty.id),
      estimate: tables.transferDuty.estimate,
    },
    {
      label: LABELS["transfer-cost-tariff"],
      tableId: tables.tariff.id,
      effectiveFrom: tables.tariff.effectiveFrom,
      version: versionOf(tables.tariff.id),
      estimate: tables.tariff.estimate,
    },
  ];
}

/** The tables the server computed a saved (or locked) result with. */
export function tablesOfRecord(refs: readonly RateTableRef[]): TableUsed[] {
  return refs.map((ref) => ({
    label: LABELS[ref.kind],
    tableId: ref.tableId,
    effectiveFrom: ref.key,
    version: ref.version,
    estimate: null,
  }));
}
