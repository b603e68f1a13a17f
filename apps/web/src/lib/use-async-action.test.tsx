import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useAsyncAction } from "./use-async-action";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useAsyncAction", () => {
  it("reports pending, then the error with the input it was called with", async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useAsyncAction((_: string) => call.promise));
    act(() => result.current.run("thandi@example.co.za"));
    expect(result.current.isPending).toBe(true);
    await act(async () => call.reject(new Error("refused")));
    expect(result.current.isPending).toBe(false);
    expect(result.current.error?.message).toBe("refused");
    expect(result.current.input).toBe("thandi@example.co.za");
  });

  it("only the latest call's outcome counts: an earlier one finishing late is ignored", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useAsyncAction((_: number) => (calls.shift() ?? first).promise, onSuccess),
    );
    act(() => result.current.run(1));
    act(() => result.current.run(2));
    await act(async () => second.resolve("two"));
    await act(async () => first.reject(new Error("late")));
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.error).toBeNull();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith("two", 2);
  });
});
