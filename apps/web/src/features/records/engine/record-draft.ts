import type { WebKind } from "../kinds/web-kind";
import { recordName } from "./record-name";
import type { RecordDraft, RecordKind, RecordOf } from "./record-types";

/** What a screen edits of a record: its name (and a scenario's tax year) and its inputs. */
export function draftOfRecord<K extends RecordKind>(
  kind: WebKind<K>,
  record: RecordOf<K>,
): RecordDraft<K> {
  const source = record as RecordOf<K> & { taxYear?: number } & {
    [F in WebKind["name"]["field"]]?: string;
  };
  const names = {
    [kind.name.field]: source[kind.name.field],
    ...(kind.taxYear ? { taxYear: source.taxYear } : {}),
  };
  return { ...names, inputs: record.inputs } as unknown as RecordDraft<K>;
}

/** The draft's name (scenario name or description). */
export const draftName = <K extends RecordKind>(kind: WebKind<K>, draft: RecordDraft<K>) =>
  recordName(kind, draft);

/** The draft with another name. */
export function withDraftName<K extends RecordKind>(
  kind: WebKind<K>,
  draft: RecordDraft<K>,
  name: string,
): RecordDraft<K> {
  return { ...draft, [kind.name.field]: name };
}
