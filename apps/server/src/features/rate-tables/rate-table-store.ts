import type { RateTableRef } from "@adviser-desk/contracts";
import {
  type LumpSumTable,
  lumpSumTableSchema,
  type TaxYearTable,
  type TransferCostTariff,
  type TransferDutyTable,
  taxYearTableSchema,
  transferCostTablesFor,
  transferCostTariffSchema,
  transferDutyTableSchema,
} from "@adviser-desk/finance";
import type { z } from "zod";
import type { Db } from "#server/db/database";
import type { RateTableRow } from "#server/documents/client-basis";
import {
  newestVersionIds,
  prepareNewestTaxYearId,
  tableRefs,
  tableRows,
  tablesOfKind,
} from "./rate-table-queries";

type RateTableKind = RateTableRef["kind"];

export type { RateTableRow };

export interface LoadedTable<T> {
  ref: RateTableRef;
  table: T;
}

/**
 * Values by row id for the life of the instance: rate-table rows are immutable (a correction is a
 * new version), so only ids not seen before are read. Answers in the order asked, leaving out ids
 * that do not exist.
 */
function keptById<V>(loadMissing: (ids: string[]) => Promise<[id: string, value: V][]>) {
  const byId = new Map<string, V>();
  return async function load(ids: readonly string[]): Promise<V[]> {
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      for (const [id, value] of await loadMissing(missing)) byId.set(id, value);
    }
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as V] : []));
  };
}

/**
 * Each table is parsed once and kept (keptById). Which version is newest is asked of the database
 * each time: a new version is used at once by every instance, with no cache to invalidate.
 */
function tableCache<T extends { id: string }>(db: Db, kind: RateTableKind, schema: z.ZodType<T>) {
  return keptById<LoadedTable<T>>(async (missing) => {
    const rows = await tablesOfKind(db, kind, missing);
    return rows.map((row) => {
      const table = schema.parse(row.data);
      const ref = { id: row.id, kind, key: row.key, version: row.version, tableId: table.id };
      return [row.id, { ref, table }];
    });
  });
}

/**
 * How long an instance keeps "which version is newest" before asking the database again. A new
 * version (an administrator's correction) is used by every instance within this time, at once by
 * the instance that stored it (invalidate); locked records are never affected.
 */
export const NEWEST_VERSION_TTL_MS = 2_000;

/** A promise per key, kept for `ttlMs`; a failed load is not kept. */
function memo<T>(ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && performance.now() - entry.at < ttlMs) return entry.value;
      const value = load();
      entries.set(key, { at: performance.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

export type RateTableStore = ReturnType<typeof createRateTableStore>;

/** The rate tables the calculators use: the newest version of each key, from the database. */
export function createRateTableStore(db: Db, newestTtlMs = NEWEST_VERSION_TTL_MS) {
  const loadTaxYears = tableCache<TaxYearTable>(db, "tax-year", taxYearTableSchema);
  const loadDuties = tableCache<TransferDutyTable>(db, "transfer-duty", transferDutyTableSchema);
  const loadTariffs = tableCache<TransferCostTariff>(
    db,
    "transfer-cost-tariff",
    transferCostTariffSchema,
  );
  const loadLumpSums = tableCache<LumpSumTable>(db, "lump-sum", lumpSumTableSchema);
  const newestTaxYear = prepareNewestTaxYearId(db);
  const newest = (kinds: RateTableKind[]) => newestVersionIds(db, kinds);
  const idsOf = (rows: { id: string; kind: RateTableKind }[], kind: RateTableKind) =>
    rows.filter((row) => row.kind === kind).map((row) => row.id);
  const newestIds = memo<{ id: string; kind: RateTableKind }[]>(newestTtlMs);

  return {
    /** The newest table of a tax year, or undefined when there is none. */
    async taxYear(year: number): Promise<LoadedTable<TaxYearTable> | undefined> {
      const key = String(year);
      const rows = await newestIds.get(`tax-year:${key}`, async () =>
        (await newestTaxYear(key)).map((row) => ({
          ...row,
          kind: "tax-year" as const,
        })),
      );
      const [loaded] = await loadTaxYears(idsOf(rows, "tax-year"));
      return loaded;
    },

    /**
     * The duty table and cost tariff in force on an acquisition date. A date before every table
     * throws FinanceInputError naming "acquisitionDate".
     */
    async transferTables(acquisitionDate: string) {
      const rows = await newestIds.get("transfer", () =>
        newest(["transfer-duty", "transfer-cost-tariff"]),
      );
      const duties = await loadDuties(idsOf(rows, "transfer-duty"));
      const tariffs = await loadTariffs(idsOf(rows, "transfer-cost-tariff"));
      const picked = transferCostTablesFor(
        acquisitionDate,
        duties.map((d) => d.table),
        tariffs.map((t) => t.table),
      );
      const duty = picked.transferDuty;
      const tariff = picked.tariff;
      const dutyRef = duties.find((d) => d.table === duty)?.ref;
      const tariffRef = tariffs.find((t) => t.table === tariff)?.ref;
      if (!dutyRef || !tariffRef) throw new Error("picked a table that was not loaded");
      return {
        duty: { ref: dutyRef, table: duty },
        tariff: { ref: tariffRef, table: tariff },
        // Only the newest table of a list can be out of date (core/table-in-force).
        stale: picked.stale,
      };
    },

    /** The newest version of every lump-sum table (each picked by accrual date by the engine). */
    async lumpSums(): Promise<LoadedTable<LumpSumTable>[]> {
      const rows = await newestIds.get("lump-sum", () => newest(["lump-sum"]));
      return loadLumpSums(idsOf(rows, "lump-sum"));
    },

    /** The newest version of every table of every kind: what the browser computes live results with. */
    async current() {
      const rows = await newestIds.get("all", () =>
        newest(["tax-year", "transfer-duty", "transfer-cost-tariff", "lump-sum"]),
      );
      return {
        taxYears: await loadTaxYears(idsOf(rows, "tax-year")),
        transferDuties: await loadDuties(idsOf(rows, "transfer-duty")),
        transferCostTariffs: await loadTariffs(idsOf(rows, "transfer-cost-tariff")),
        lumpSums: await loadLumpSums(idsOf(rows, "lump-sum")),
      };
    },

    /** Forget which versions are newest (after storing a new version on this instance). */
    invalidate: () => newestIds.clear(),

    /** The identities of stored tables (a locked record's), in the order asked. */
    refsFor: keptById<RateTableRef>(async (missing) =>
      (await tableRefs(db, missing)).map((row) => [row.id, row]),
    ),

    /** Stored tables by id, in the order asked (rows never change, so each is read once). */
    rows: keptById<RateTableRow>(async (missing) =>
      (await tableRows(db, missing)).map((row) => [row.id, row]),
    ),
  };
}
