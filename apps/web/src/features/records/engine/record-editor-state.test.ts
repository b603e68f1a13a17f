import type { TransferDutyResponse } from "@adviser-desk/contracts";
import { keepHonestLinks } from "@adviser-desk/contracts/record-source-rules";
import { describe, expect, it } from "vitest";
import { transferDutyKind } from "../kinds/transfer-duty";
import { editorReducer, initialEditorState, isDirty } from "./record-editor-state";

type Record = TransferDutyResponse;

function record(version: number, transferAmount: number, description = "House"): Record {
  return {
    id: "r1",
    clientId: "c1",
    createdAt: "2026-11-01T08:00:00.000Z",
    createdAtMs: 0,
    updatedAt: "2026-11-01T08:00:00.000Z",
    locked: false,
    lockedAt: null,
    deletedAt: null,
    version,
    description,
    inputs: {
      transferAmount,
      bondAmount: 0,
      transferDutyPayable: 0,
      acquisitionDate: "2026-11-01",
      vatRegisteredSeller: false,
      buyerType: "natural",
    },
    // The editor never reads the result: a stand-in is enough here.
    result: {} as Record["result"],
    rateTables: [],
  };
}

const reduce = editorReducer<"transfer-duty">;
const price = (amount: number) => ({
  type: "edited" as const,
  update: (draft: NonNullable<ReturnType<typeof loaded>["draft"]>) => ({
    ...draft,
    inputs: { ...draft.inputs, transferAmount: amount },
  }),
});
const loaded = (r: Record = record(1, 1_000_000)) =>
  reduce(initialEditorState(transferDutyKind, keepHonestLinks), { type: "loaded", record: r });

describe("record editor: dirty state", () => {
  it("starts clean with the record's names and inputs, based on its version", () => {
    const state = loaded();
    expect(isDirty(state)).toBe(false);
    expect(state.version).toBe(1);
    expect(state.draft).toEqual({ description: "House", inputs: record(1, 1_000_000).inputs });
  });

  it("is dirty after an edit and clean again when the edit is undone", () => {
    const edited = reduce(loaded(), price(2_000_000));
    expect(isDirty(edited)).toBe(true);
    expect(isDirty(reduce(edited, price(1_000_000)))).toBe(false);
  });

  it("is clean after a save, taking the server's answer (its version and computed fields)", () => {
    const edited = reduce(loaded(), price(2_000_000));
    const answer = record(2, 2_000_000);
    answer.inputs.transferDutyPayable = 61_800;
    const saved = reduce(edited, { type: "saved", record: answer, sent: edited.draft ?? never() });
    expect(isDirty(saved)).toBe(false);
    expect(saved.version).toBe(2);
    expect(saved.draft?.inputs.transferDutyPayable).toBe(61_800);
  });

  it("stays dirty when the person typed on while the save was under way", () => {
    const edited = reduce(loaded(), price(2_000_000));
    const sent = edited.draft ?? never();
    const typedOn = reduce(edited, price(2_500_000));
    const saved = reduce(typedOn, { type: "saved", record: record(2, 2_000_000), sent });
    expect(isDirty(saved)).toBe(true);
    expect(saved.draft?.inputs.transferAmount).toBe(2_500_000);
    expect(saved.version).toBe(2);
  });

  it("takes in a newer version read from the server when there is nothing unsaved", () => {
    const state = reduce(loaded(), { type: "loaded", record: record(3, 3_000_000, "Flat") });
    expect(state.version).toBe(3);
    expect(state.draft?.description).toBe("Flat");
    expect(isDirty(state)).toBe(false);
  });

  it("keeps unsaved changes and the version they are based on when a newer version is read", () => {
    const edited = reduce(loaded(), price(2_000_000));
    const state = reduce(edited, { type: "loaded", record: record(3, 3_000_000) });
    expect(state.draft?.inputs.transferAmount).toBe(2_000_000);
    expect(state.version).toBe(1);
    expect(isDirty(state)).toBe(true);
  });
});

describe("record editor: version conflict", () => {
  const theirs = record(5, 4_000_000, "Their house");
  const conflicted = () =>
    reduce(reduce(loaded(), price(2_000_000)), { type: "conflicted", current: theirs });

  it("holds the current record until the person chooses", () => {
    const state = conflicted();
    expect(state.conflict).toBe(theirs);
    expect(state.version).toBe(1);
    expect(isDirty(state)).toBe(true);
  });

  it("keep mine: the draft stays and the next save is based on their version", () => {
    const state = reduce(conflicted(), { type: "keptMine" });
    expect(state.conflict).toBeNull();
    expect(state.version).toBe(5);
    expect(state.draft?.inputs.transferAmount).toBe(2_000_000);
  });

  it("load theirs: the draft is replaced by their version and is clean", () => {
    const state = reduce(conflicted(), { type: "loadedTheirs" });
    expect(state.conflict).toBeNull();
    expect(state.version).toBe(5);
    expect(state.draft?.description).toBe("Their house");
    expect(isDirty(state)).toBe(false);
  });
});

function never(): never {
  throw new Error("expected a draft");
}

describe("record editor: stale answers", () => {
  it("ignores an answer older than the one it holds", () => {
    const newer = reduce(loaded(), { type: "loaded", record: record(4, 4_000_000) });
    const state = reduce(newer, { type: "loaded", record: record(2, 2_000_000) });
    expect(state.version).toBe(4);
    expect(state.draft?.inputs.transferAmount).toBe(4_000_000);
  });
});

describe("values taken from other records", () => {
  const link = {
    kind: "home-loan-repayment" as const,
    id: "l1",
    version: 2,
    field: "loanAmount" as const,
    value: 1_800_000,
  };
  const linked = (): Record => {
    const base = record(1, 2_000_000);
    return {
      ...base,
      inputs: { ...base.inputs, bondAmount: 1_800_000, sources: { bondAmount: link } },
    };
  };

  it("typing over a taken value drops its link, so the field no longer says where it came from", () => {
    const loaded = editorReducer(initialEditorState(transferDutyKind, keepHonestLinks), {
      type: "loaded",
      record: linked(),
    });
    const typed = editorReducer(loaded, {
      type: "edited",
      update: (draft) => ({ ...draft, inputs: { ...draft.inputs, bondAmount: 1_700_000 } }),
    });
    expect(typed.draft?.inputs.sources).toBeUndefined();
    expect(isDirty(typed)).toBe(true);
  });

  it("an edit elsewhere keeps the link", () => {
    const loaded = editorReducer(initialEditorState(transferDutyKind, keepHonestLinks), {
      type: "loaded",
      record: linked(),
    });
    const typed = editorReducer(loaded, {
      type: "edited",
      update: (draft) => ({ ...draft, inputs: { ...draft.inputs, transferAmount: 2_100_000 } }),
    });
    expect(typed.draft?.inputs.sources?.bondAmount).toEqual(link);
  });
});
