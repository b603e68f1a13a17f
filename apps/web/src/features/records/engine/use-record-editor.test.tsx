import type { ScenarioResponse } from "@adviser-desk/contracts";
import { keepHonestLinks } from "@adviser-desk/contracts/record-source-rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scenarioKind } from "../kinds/scenario";
import { useRecordEditor } from "./use-record-editor";

// The editor against a stubbed API: dirty tracking, save with the version, and the 409 flow.

function scenario(version: number, salary: number): ScenarioResponse {
  return {
    id: "s1",
    clientId: "c1",
    createdAt: "2026-11-01T08:00:00.000Z",
    createdAtMs: 0,
    updatedAt: "2026-11-02T09:30:00.000Z",
    locked: false,
    lockedAt: null,
    deletedAt: null,
    version,
    scenarioName: "Plan A",
    taxYear: 2027,
    // The server answers every input; the editor only reads back what it was given.
    inputs: { age: 40, salary } as ScenarioResponse["inputs"],
    result: {} as ScenarioResponse["result"],
    rateTables: [],
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

function conflict(current: ScenarioResponse) {
  return json(409, {
    type: "about:blank",
    title: "Conflict",
    status: 409,
    code: "records/version-conflict",
    detail: "This tax scenario was changed elsewhere since you opened it.",
    current,
  });
}

/** A stub API: GET answers `stored`; each PUT is answered by the next of `puts`. */
function stubApi(stored: ScenarioResponse, puts: ((body: { version: number }) => Response)[]) {
  const sent: { version: number; inputs: { salary: number } }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        const answer = puts.shift();
        if (!answer) throw new Error("unexpected PUT");
        return answer(body);
      }
      return json(200, stored);
    }),
  );
  return sent;
}

function renderEditor() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRecordEditor(scenarioKind, "s1", keepHonestLinks), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useRecordEditor", () => {
  it("is dirty after an edit and saves with the version it read", async () => {
    const sent = stubApi(scenario(3, 300_000), [() => json(200, scenario(4, 450_000))]);
    const { result } = renderEditor();
    await waitFor(() => expect(result.current.draft).toBeDefined());
    expect(result.current.dirty).toBe(false);

    act(() => result.current.setInputs({ salary: 450_000 }));
    expect(result.current.dirty).toBe(true);

    let saved = false;
    await act(async () => {
      saved = await result.current.save();
    });
    expect(saved).toBe(true);
    expect(sent[0]).toMatchObject({ version: 3, scenarioName: "Plan A", taxYear: 2027 });
    expect(sent[0]?.inputs.salary).toBe(450_000);
    expect(result.current.dirty).toBe(false);
    expect(result.current.record?.version).toBe(4);
  });

  it("on a version conflict keeps the draft and offers theirs; keep mine re-saves on their version", async () => {
    const theirs = scenario(7, 999_000);
    const sent = stubApi(scenario(3, 300_000), [
      () => conflict(theirs),
      () => json(200, scenario(8, 450_000)),
    ]);
    const { result } = renderEditor();
    await waitFor(() => expect(result.current.draft).toBeDefined());
    act(() => result.current.setInputs({ salary: 450_000 }));

    await act(async () => {
      expect(await result.current.save()).toBe(false);
    });
    expect(result.current.conflict?.version).toBe(7);
    expect(result.current.dirty).toBe(true);
    expect(result.current.draft?.inputs.salary).toBe(450_000);

    await act(async () => {
      expect(await result.current.keepMine()).toBe(true);
    });
    expect(sent.map((body) => body.version)).toEqual([3, 7]);
    expect(sent[1]?.inputs.salary).toBe(450_000);
    expect(result.current.conflict).toBeNull();
    expect(result.current.dirty).toBe(false);
  });

  it("load theirs drops the draft for the current version", async () => {
    stubApi(scenario(3, 300_000), [() => conflict(scenario(7, 999_000))]);
    const { result } = renderEditor();
    await waitFor(() => expect(result.current.draft).toBeDefined());
    act(() => result.current.setInputs({ salary: 450_000 }));
    await act(async () => {
      await result.current.save();
    });
    act(() => result.current.loadTheirs());
    expect(result.current.conflict).toBeNull();
    expect(result.current.draft?.inputs.salary).toBe(999_000);
    expect(result.current.dirty).toBe(false);
  });

  it("ignores edits while the record is locked", async () => {
    stubApi({ ...scenario(3, 300_000), locked: true }, []);
    const { result } = renderEditor();
    await waitFor(() => expect(result.current.draft).toBeDefined());
    expect(result.current.readOnly).toBe(true);
    act(() => result.current.setInputs({ salary: 1 }));
    expect(result.current.dirty).toBe(false);
  });
});
