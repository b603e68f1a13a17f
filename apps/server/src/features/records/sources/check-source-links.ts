import type { RecordKind, SourceLinks } from "@adviser-desk/contracts";
import type { CompanyScope } from "#server/tenancy/caller";
import type { RecordDeps } from "../record-deps";
import { readSource } from "./read-source";
import { sourceMismatch, sourceNotFound } from "./source-errors";

/**
 * Refuses a record whose links point anywhere but a live record of the same company and client
 * (404, changes nothing), or claim what the source never said: a version it has not reached, or
 * — at its current version — another value. A link to an older version is kept as taken: the
 * screen then offers "refresh" (the source changed since).
 */
export async function checkSourceLinks(
  deps: RecordDeps,
  params: { scope: CompanyScope; clientId: string; kind: RecordKind; inputs: unknown },
): Promise<void> {
  const sources = sourcesOf(params.inputs);
  for (const [target, link] of Object.entries(sources)) {
    const source = await readSource(deps, { ...params, kind: link.kind, id: link.id });
    if (source === null) throw sourceNotFound(target, link);
    if (link.version > source.version) {
      throw sourceMismatch(target, `the source has no version ${link.version}`);
    }
    if (link.version === source.version && source.values[link.field] !== link.value) {
      throw sourceMismatch(target, "differs from the source's value at that version");
    }
    if (link.version === source.version && link.name !== undefined && link.name !== source.name) {
      throw sourceMismatch(target, "names the source differently from its name at that version");
    }
  }
}

/** The links of some inputs (already checked against the rules by the contracts schema). */
export function sourcesOf(inputs: unknown): SourceLinks {
  if (typeof inputs !== "object" || inputs === null || !("sources" in inputs)) return {};
  return (inputs.sources ?? {}) as SourceLinks;
}
