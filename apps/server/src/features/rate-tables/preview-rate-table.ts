import {
  diffTables,
  type RateTablePreviewInput,
  type RateTablePreviewResponse,
  rateTableKeyOf,
  validateRateTable,
} from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { parseRateTableFile } from "./parse-rate-table-file";
import { versionsOf } from "./rate-table-queries";

/**
 * Reads an import (JSON or CSV text, or an edited table), checks it with the finance package's
 * validator and compares it with the newest stored version of the same key. Changes nothing.
 */
export async function previewRateTable(
  db: Db,
  input: RateTablePreviewInput,
): Promise<RateTablePreviewResponse> {
  const parsed =
    input.format === "table"
      ? { table: input.table, problems: [], rowOf: () => undefined }
      : parseRateTableFile(input.format, input.content);
  if (parsed.table === null) {
    return {
      valid: false,
      problems: parsed.problems,
      table: null,
      key: null,
      current: null,
      changes: [],
    };
  }
  const problems = [
    ...parsed.problems,
    ...validateRateTable(input.kind, parsed.table).map((problem) => {
      const row = parsed.rowOf(problem.path);
      return row === undefined ? problem : { ...problem, row };
    }),
  ];
  const key = rateTableKeyOf(input.kind, parsed.table);
  const [current] = key ? await versionsOf(db, input.kind, key) : [];
  return {
    valid: problems.length === 0,
    problems,
    table: parsed.table,
    key,
    current: current?.version ?? null,
    changes: diffTables(current?.data ?? null, parsed.table),
  };
}
