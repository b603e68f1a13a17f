import { refreshedInputs, type SourceLinks } from "@adviser-desk/contracts/record-source-rules";
import type { ReactNode } from "react";
import { useRecordSources } from "../engine/get-record-sources";
import type { RecordKind } from "../engine/record-types";
import type { RecordEditor } from "../engine/use-record-editor";
import { SourceNote } from "./source-note";

/** A field's "taken from" note by its path in the inputs, or undefined when it took nothing. */
export type SourceNoteOf = (target: string) => ReactNode | undefined;

/**
 * The notes of a record's taken values: the links are the draft's (typing over a value drops its
 * link), their status the server's for the saved record. Refresh puts the source's current value
 * and version into the draft; saving it is the adviser's choice, like any other change.
 */
export function useSourceNotes<K extends RecordKind>(editor: RecordEditor<K>): SourceNoteOf {
  const sources = (editor.draft?.inputs as { sources?: SourceLinks } | undefined)?.sources;
  const status = useRecordSources(editor.webKind, editor.id, editor.record?.version);
  return (target) => {
    const link = sources?.[target];
    if (!link) return undefined;
    const saved = status.data?.items.find(
      (item) => item.target === target && item.link.id === link.id,
    );
    return (
      <SourceNote
        kind={editor.kind}
        target={target}
        link={link}
        status={saved}
        readOnly={editor.readOnly}
        onRefresh={(now) =>
          editor.update((draft) => ({
            ...draft,
            inputs: refreshedInputs(editor.kind, draft.inputs, now),
          }))
        }
      />
    );
  };
}
