import type { RateTableKind } from "@adviser-desk/contracts";
import {
  builtInTaxYears,
  lumpSumTables,
  taxYearTable,
  transferCostTariffs,
  transferDutyTables,
} from "@adviser-desk/finance";
import type { Db } from "#server/db/database";
import { insertVersionsIfAbsent, newestStoredVersions } from "./rate-table-queries";
import { SEEDED_REVISIONS } from "./seeded-revisions";
import { tableHash } from "./table-hash";

/** Every table built into packages/finance, as rows of its kind and key. */
export function builtInRateTableRows() {
  return [
    ...builtInTaxYears.map(taxYearTable).map((table) => ({
      kind: "tax-year" as RateTableKind,
      key: String(table.taxYear),
      data: table as unknown,
      source: table.source,
    })),
    ...transferDutyTables.map((table) => ({
      kind: "transfer-duty" as RateTableKind,
      key: table.effectiveFrom,
      data: table as unknown,
      source: table.source,
    })),
    ...transferCostTariffs.map((table) => ({
      kind: "transfer-cost-tariff" as RateTableKind,
      key: table.effectiveFrom,
      data: table as unknown,
      source: table.source,
    })),
    ...lumpSumTables.map((table) => ({
      kind: "lump-sum" as RateTableKind,
      key: table.effectiveFrom,
      data: table as unknown,
      source: table.source,
    })),
  ];
}

export interface SeedReport {
  /** Keys stored for the first time (version 1). */
  added: string[];
  /** Keys whose stored table was an earlier built-in revision, now replaced by a new version. */
  replaced: string[];
  /**
   * Keys whose newest stored table differs from the built-in one and is not an earlier built-in
   * revision (an administrator's version, or one seeded by a newer release): left alone.
   */
  keptEdited: string[];
}

/** Whether the stored newest version is one the seeder wrote from an earlier built-in revision. */
function isEarlierSeededRevision(id: string, stored: { data: unknown; createdBy: string | null }) {
  const known = SEEDED_REVISIONS[id];
  return (
    stored.createdBy === null &&
    known !== undefined &&
    known.earlier.includes(tableHash(stored.data))
  );
}

/**
 * Brings the stored tables up to the built-in ones, never changing a stored row:
 * - a key with no stored table gets the built-in table as version 1;
 * - a key whose newest version is an earlier built-in revision (recognised by its hash, see
 *   seeded-revisions.ts) and was written by the seeder gets the current built-in table as the
 *   next version, so a corrected table reaches existing databases while locked records keep the
 *   version they were computed with;
 * - anything else that differs (an administrator published it, or a newer release seeded it) is
 *   left alone and reported.
 * Safe when several instances start together: versions are inserted ON CONFLICT DO NOTHING on
 * (kind, key, version), so one instance writes each version.
 */
export async function seedRateTables(db: Db): Promise<SeedReport> {
  const builtIn = builtInRateTableRows();
  const stored = await newestStoredVersions(db, [...new Set(builtIn.map((row) => row.kind))]);
  const newest = new Map(stored.map((row) => [`${row.kind}:${row.key}`, row]));
  const report: SeedReport = { added: [], replaced: [], keptEdited: [] };
  const inserts: ((typeof builtIn)[number] & { version: number })[] = [];
  for (const row of builtIn) {
    const id = `${row.kind}:${row.key}`;
    const current = newest.get(id);
    if (current === undefined) {
      inserts.push({ ...row, version: 1 });
      report.added.push(id);
    } else if (tableHash(current.data) === tableHash(row.data)) {
      // Already the built-in table.
    } else if (isEarlierSeededRevision(id, current)) {
      inserts.push({ ...row, version: current.version + 1 });
      report.replaced.push(id);
    } else {
      report.keptEdited.push(id);
    }
  }
  if (inserts.length > 0) {
    await insertVersionsIfAbsent(db, inserts);
  }
  return report;
}
