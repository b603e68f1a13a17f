import {
  builtInTaxYears,
  taxYearTable,
  transferCostTariffs,
  transferDutyTables,
} from "@adviser-desk/finance";
import type { Db } from "../db/database";
import { rateTable } from "../db/schema";

/** Version 1 of every table built into packages/finance, as rows. */
export function builtInRateTableRows() {
  return [
    ...builtInTaxYears.map(taxYearTable).map((table) => ({
      kind: "tax-year" as const,
      key: String(table.taxYear),
      data: table,
      source: table.source,
    })),
    ...transferDutyTables.map((table) => ({
      kind: "transfer-duty" as const,
      key: table.effectiveFrom,
      data: table,
      source: table.source,
    })),
    ...transferCostTariffs.map((table) => ({
      kind: "transfer-cost-tariff" as const,
      key: table.effectiveFrom,
      data: table,
      source: table.source,
    })),
  ].map((row) => ({ ...row, version: 1 }));
}

/**
 * Seeds the built-in tables as version 1 of their key when absent. Idempotent and safe when
 * several instances start together (ON CONFLICT DO NOTHING). A built-in table that changes in a
 * later release does not replace a stored one: corrections are new versions (admin import).
 */
export async function seedRateTables(db: Db): Promise<void> {
  await db
    .insert(rateTable)
    .values(builtInRateTableRows())
    .onConflictDoNothing({ target: [rateTable.kind, rateTable.key, rateTable.version] });
}
