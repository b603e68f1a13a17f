import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer, useRef, useState } from "react";
import { HttpError } from "@/lib/http-error";
import { useMemberCan } from "@/lib/member-can";
import type { WebKind } from "../kinds/web-kind";
import { recordQueryKey, useRecord } from "./get-record";
import { useRecordClient } from "./get-record-client";
import { conflictingRecord } from "./record-conflict";
import { withDraftName } from "./record-draft";
import {
  type EditorState,
  editorReducer,
  initialEditorState,
  isDirty,
  type LinkKeeper,
  type LinkKeeperFor,
  takesNothing,
} from "./record-editor-state";
import type { RecordDraft, RecordInputsOf, RecordKind, RecordOf } from "./record-types";
import { useUpdateRecord } from "./update-record";

/** Field problems of the last refused save, by dotted path ("inputs.salary", "scenarioName"). */
export type FieldErrors = Readonly<Record<string, string>>;

export interface RecordEditor<K extends RecordKind> {
  kind: K;
  /** The kind's words and name field (what the router gave the screen). */
  webKind: WebKind<K>;
  id: string;
  /** The record as the server last answered (its `result` is the saved result). */
  record: RecordOf<K> | undefined;
  /** The query's error when the record could not be read (404 for an unknown id). */
  loadError: unknown;
  /** Names and inputs as shown; undefined until the record is read. */
  draft: RecordDraft<K> | undefined;
  /** The draft differs from what is saved. */
  dirty: boolean;
  /** Locked or deleted: nothing can be changed. */
  readOnly: boolean;
  saving: boolean;
  fieldErrors: FieldErrors;
  /** Changes the draft (names or inputs). Ignored while read-only. */
  update: (change: (draft: RecordDraft<K>) => RecordDraft<K>) => void;
  /** Shallow-merges into the inputs: `setInputs({ salary: 500_000 })`. */
  setInputs: (patch: Partial<RecordInputsOf<K>>) => void;
  /** Renames (scenario name or description). */
  setName: (name: string) => void;
  /** PUT with the version last read; resolves false when refused (a conflict opens the dialog). */
  save: () => Promise<boolean>;
  /** After a 409: the record as it is now, until the person chooses. */
  conflict: RecordOf<K> | null;
  /** "Keep mine (overwrite)": saves this draft over the current version. */
  keepMine: () => Promise<boolean>;
  /** "Load theirs": drops the draft for the current version. */
  loadTheirs: () => void;
}

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof HttpError) || error.status !== 400) return {};
  return Object.fromEntries(error.fieldProblems.map((p) => [p.path, p.message]));
}

/**
 * Loads a record and holds what the screen edits. It computes nothing: the screen passes
 * `draft.inputs` to @adviser-desk/finance for live results. Remount it per record
 * (`key={id}`) so switching records never carries a draft across. A kind that takes values from
 * other records passes the rules' `keepHonestLinks` (its type asks for it); others pass nothing.
 */
export function useRecordEditor<K extends RecordKind>(
  webKind: WebKind<K>,
  id: string,
  ...links: LinkKeeperFor<K>
): RecordEditor<K> {
  const { kind } = webKind;
  const query = useRecord(kind, id);
  const keepLinks: LinkKeeper = (links as [LinkKeeper?])[0] ?? takesNothing;
  const [state, dispatch] = useReducer(editorReducer<K>, webKind, (k) =>
    initialEditorState(k, keepLinks),
  ) as [EditorState<K>, (action: Parameters<typeof editorReducer<K>>[1]) => void];
  const mutation = useUpdateRecord(kind);
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  // A new answer from the server (first read, refetch, or a mutation's answer in the cache) is
  // taken in during render, so the first frame with data already shows the draft.
  if (query.data !== undefined && query.data !== state.source) {
    dispatch({ type: "loaded", record: query.data });
  }

  const latest = useRef(state);
  latest.current = state;
  const record = query.data;
  // A role without `records.write` (read-only) sees the record as if locked (ADR 029), and so
  // does everyone a restricted client's record (ADR 050).
  const canWrite = useMemberCan("records.write");
  const restricted = (useRecordClient(record?.clientId).data?.restrictedAt ?? null) !== null;
  const readOnly =
    record === undefined || record.locked || record.deletedAt !== null || !canWrite || restricted;

  const saveDraft = useCallback(
    async (version: number): Promise<boolean> => {
      const sent = latest.current.draft;
      if (sent === null) return false;
      setFieldErrors({});
      try {
        const body = { ...sent, version } as Parameters<typeof mutation.mutateAsync>[0]["body"];
        const saved = await mutation.mutateAsync({ id, body });
        dispatch({ type: "saved", record: saved, sent });
        return true;
      } catch (error) {
        const current = conflictingRecord<K>(error);
        if (current) dispatch({ type: "conflicted", current });
        else setFieldErrors(fieldErrorsOf(error));
        return false;
      }
    },
    [id, mutation.mutateAsync],
  );

  const update = useCallback(
    (change: (draft: RecordDraft<K>) => RecordDraft<K>) => {
      if (readOnly) return;
      dispatch({ type: "edited", update: change });
    },
    [readOnly],
  );

  return {
    kind,
    webKind,
    id,
    record,
    loadError: query.error,
    draft: state.draft ?? undefined,
    dirty: isDirty(state),
    readOnly,
    saving: mutation.isPending,
    fieldErrors,
    update,
    setInputs: useCallback(
      (patch) =>
        update((draft) => ({ ...draft, inputs: { ...draft.inputs, ...patch } }) as RecordDraft<K>),
      [update],
    ),
    setName: useCallback(
      (name: string) => update((draft) => withDraftName(webKind, draft, name)),
      [webKind, update],
    ),
    save: useCallback(() => {
      if (readOnly || !isDirty(latest.current)) return Promise.resolve(!readOnly);
      return saveDraft(latest.current.version);
    }, [readOnly, saveDraft]),
    conflict: state.conflict,
    keepMine: useCallback(() => {
      const current = latest.current.conflict;
      if (current === null) return Promise.resolve(false);
      dispatch({ type: "keptMine" });
      return saveDraft(current.version);
    }, [saveDraft]),
    loadTheirs: useCallback(() => {
      const current = latest.current.conflict;
      if (current === null) return;
      // The cache holds theirs too, so the screen (and a later refetch) agrees with the draft.
      queryClient.setQueryData(recordQueryKey(kind, id), current);
      dispatch({ type: "loadedTheirs" });
    }, [queryClient, kind, id]),
  };
}
