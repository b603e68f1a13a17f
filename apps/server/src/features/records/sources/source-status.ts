import {
  linkedValue,
  type RecordKind,
  type SourceStatus,
  sourceLinksSchema,
} from "@adviser-desk/contracts";
import type { RecordDeps, RecordTarget } from "../record-deps";
import { recordNotFound } from "../record-errors";
import { findRecord } from "../record-queries";
import { sourcesOf } from "./check-source-links";
import { readSource } from "./read-source";

/**
 * How each value a record took from elsewhere stands now: the source's name, its current value
 * and whether it was saved since (then the screen offers "refresh" on an unlocked record). A
 * source that is gone (deleted, or its client) keeps its link with `name` null.
 */
export async function listSourceStatus(
  deps: RecordDeps,
  target: RecordTarget & { kind: RecordKind; noun: string },
): Promise<{ items: SourceStatus[] }> {
  const row = await findRecord(deps.db, target);
  if (!row) throw recordNotFound(target.noun);
  const links = sourceLinksSchema.safeParse(sourcesOf(row.inputs));
  const entries = Object.entries(links.success ? links.data : {});
  const items = await Promise.all(
    entries.map(async ([field, link]): Promise<SourceStatus> => {
      const source = await readSource(deps, {
        scope: target.scope,
        clientId: row.clientId,
        kind: link.kind,
        id: link.id,
      });
      const currentValue = source?.values[link.field] ?? null;
      return {
        target: field,
        link,
        name: source?.name ?? null,
        taxYear: source?.taxYear ?? null,
        currentVersion: source?.version ?? null,
        currentValue,
        // A profile that holds no value now refreshes to the rule's stated default.
        refreshedValue:
          source === null
            ? null
            : (linkedValue(target.kind, field, { value: currentValue }) ?? null),
        changed: source !== null && source.version !== link.version,
      };
    }),
  );
  return { items };
}
