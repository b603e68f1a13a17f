import { RECORD_KIND_INFO } from "./record-kinds";
import type { RecordDraft, RecordKind, RecordOf } from "./record-types";

/** What a screen edits of a record: its name (and a scenario's tax year) and its inputs. */
export function draftOfRecord<K extends RecordKind>(kind: K, record: RecordOf<K>): RecordDraft<K> {
  const source = record as RecordOf<K> & {
    scenarioName?: string;
    taxYear?: number;
    description?: string;
  };
  const names =
    RECORD_KIND_INFO[kind].nameField === "scenarioName"
      ? { scenarioName: source.scenarioName, taxYear: source.taxYear }
      : { description: source.description };
  return { ...names, inputs: record.inputs } as unknown as RecordDraft<K>;
}

/** The draft's name (scenario name or description). */
export function draftName<K extends RecordKind>(kind: K, draft: RecordDraft<K>): string {
  const named = draft as { scenarioName?: string; description?: string };
  return (
    (RECORD_KIND_INFO[kind].nameField === "scenarioName"
      ? named.scenarioName
      : named.description) ?? ""
  );
}

/** The draft with another name. */
export function withDraftName<K extends RecordKind>(
  kind: K,
  draft: RecordDraft<K>,
  name: string,
): RecordDraft<K> {
  return { ...draft, [RECORD_KIND_INFO[kind].nameField]: name };
}
