import type { KindTakingValues } from "@adviser-desk/contracts/record-source-rules";
import type { WebKind } from "../kinds/web-kind";
import { draftOfRecord } from "./record-draft";
import type { RecordDraft, RecordKind, RecordOf } from "./record-types";
import { sameValue } from "./same-value";

/**
 * The record editor's state, as a pure reducer (unit-tested without React or a server):
 * - `baseline` is the record's names and inputs as last read or saved, `draft` what the screen
 *   shows now; the editor is dirty while they differ;
 * - `version` is the version the next save is based on (PUT sends it; a stale one gets 409);
 * - `conflict` is the record as the server has it after a 409, until the person chooses.
 */
/**
 * Drops the links an edit made untrue (`keepHonestLinks` of the contracts' source rules). Passed
 * in rather than imported so a kind that takes nothing (a scenario) never loads the rules.
 */
export type LinkKeeper = <I>(kind: RecordKind, inputs: I) => I;
/** A kind that takes no values has no links to keep. */
export const takesNothing: LinkKeeper = (_kind, inputs) => inputs;
/** What a kind's editor is given: the rules' `keepHonestLinks` exactly when it takes values. */
export type LinkKeeperFor<K extends RecordKind> = K extends KindTakingValues
  ? [keepLinks: LinkKeeper]
  : [];

export interface EditorState<K extends RecordKind> {
  kind: WebKind<K>;
  keepLinks: LinkKeeper;
  /** The server answer last taken in (to notice a new one during render). */
  source: RecordOf<K> | null;
  baseline: RecordDraft<K> | null;
  draft: RecordDraft<K> | null;
  version: number;
  conflict: RecordOf<K> | null;
}

export type EditorAction<K extends RecordKind> =
  /** The record was (re)read: taken in unless the person has unsaved changes. */
  | { type: "loaded"; record: RecordOf<K> }
  | { type: "edited"; update: (draft: RecordDraft<K>) => RecordDraft<K> }
  /** A save of `sent` succeeded with `record`. */
  | { type: "saved"; record: RecordOf<K>; sent: RecordDraft<K> }
  /** A save was refused as stale: `current` is the record as it is now. */
  | { type: "conflicted"; current: RecordOf<K> }
  /** "Keep mine": the next save overwrites the current version with this draft. */
  | { type: "keptMine" }
  /** "Load theirs": the draft is dropped for the current version. */
  | { type: "loadedTheirs" };

export function initialEditorState<K extends RecordKind>(
  kind: WebKind<K>,
  keepLinks: LinkKeeper,
): EditorState<K> {
  return {
    kind,
    keepLinks,
    source: null,
    baseline: null,
    draft: null,
    version: 0,
    conflict: null,
  };
}

export function isDirty<K extends RecordKind>(state: EditorState<K>): boolean {
  return state.draft !== null && !sameValue(state.draft, state.baseline);
}

function adopt<K extends RecordKind>(state: EditorState<K>, record: RecordOf<K>): EditorState<K> {
  const fresh = draftOfRecord(state.kind, record);
  return {
    ...state,
    source: record,
    baseline: fresh,
    draft: fresh,
    version: record.version,
    conflict: null,
  };
}

export function editorReducer<K extends RecordKind>(
  state: EditorState<K>,
  action: EditorAction<K>,
): EditorState<K> {
  switch (action.type) {
    case "loaded": {
      const { record } = action;
      // An older answer (e.g. the cache still holding what a conflict replaced) changes nothing.
      if (state.source !== null && record.version < state.source.version) {
        return { ...state, source: record };
      }
      if (state.draft === null || !isDirty(state)) return adopt(state, record);
      // Unsaved changes stay; so does the version they are based on, so saving them over a
      // newer version asks first (409 → conflict dialog) instead of losing either side's work.
      if (sameValue(state.draft, draftOfRecord(state.kind, record))) return adopt(state, record);
      return { ...state, source: record };
    }
    case "edited": {
      if (state.draft === null) return state;
      const draft = action.update(state.draft);
      // A value typed over loses its "taken from" link: a draft never claims a source wrongly.
      return {
        ...state,
        draft: { ...draft, inputs: state.keepLinks(state.kind.kind, draft.inputs) },
      };
    }
    case "saved": {
      const saved = draftOfRecord(state.kind, action.record);
      // Typed on while the save was under way: those later changes are still unsaved.
      const typedMeanwhile = state.draft !== null && !sameValue(state.draft, action.sent);
      return {
        ...state,
        source: action.record,
        baseline: saved,
        draft: typedMeanwhile ? state.draft : saved,
        version: action.record.version,
        conflict: null,
      };
    }
    case "conflicted":
      return { ...state, conflict: action.current };
    case "keptMine":
      if (state.conflict === null) return state;
      return { ...state, version: state.conflict.version, conflict: null };
    case "loadedTheirs":
      if (state.conflict === null) return state;
      return adopt(state, state.conflict);
  }
}
