import {
  type PublishRateTableInput,
  type RateTableVersion,
  rateTableKeyOf,
  validateRateTable,
} from "@adviser-desk/contracts";
import { type Actor, writeAudit } from "#server/audit/audit-queries";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { insertVersion, newestVersionNumber, versionsOf } from "./rate-table-queries";

/**
 * Publishes a table as the next version of its key (a new row: stored versions never change, so
 * locked records keep the figures they were computed with). Refused when invalid, or when another
 * version was published after the one the admin reviewed.
 */
export async function publishRateTable(
  db: Db,
  actor: Actor,
  input: PublishRateTableInput,
): Promise<RateTableVersion> {
  const problems = validateRateTable(input.kind, input.table);
  if (problems.length > 0) {
    const first = problems[0];
    throw new AppError(
      400,
      "rate-tables/invalid-table",
      `The table is not valid: ${first?.path ? `${first.path} ` : ""}${first?.message ?? ""}`.trim(),
      problems.map((p) => ({ path: `table.${p.path}`, message: p.message })),
    );
  }
  const key = rateTableKeyOf(input.kind, input.table);
  if (key === null) throw new Error("a valid table always has a key");
  const created = await db.transaction(async (tx) => {
    const currentVersion = await newestVersionNumber(tx, { kind: input.kind, key });
    if ((input.basedOnVersion ?? 0) !== currentVersion) {
      throw new AppError(
        409,
        "rate-tables/version-conflict",
        `Version ${currentVersion} of this table was published since you started: review it again.`,
      );
    }
    const row = await insertVersion(tx, {
      kind: input.kind,
      key,
      version: currentVersion + 1,
      data: input.table,
      source: input.note,
      createdBy: actor.id,
    });
    if (!row) {
      throw new AppError(
        409,
        "rate-tables/version-conflict",
        "Another version was published at the same moment: review it again.",
      );
    }
    await writeAudit(tx, actor, {
      action: "rate-table/publish",
      targetType: "rate-table",
      targetId: `${input.kind}:${key}`,
      before: currentVersion === 0 ? null : { version: currentVersion },
      after: { version: row.version, id: row.id, note: input.note },
    });
    return row;
  });
  const [stored] = await versionsOf(db, input.kind, key);
  if (!stored || stored.version.id !== created.id) throw new Error("published version not found");
  return stored.version;
}
