import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { pathOf } from "@adviser-desk/contracts/endpoints/route";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeyOf } from "@/lib/api";
import { useRecordClient } from "./get-record-client";

const fetchSpy = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

describe("the record screens' client", () => {
  it("is read from getClient's path into the cache entry the clients feature reads", async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ id: "c 1" }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    );
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useRecordClient("c 1"), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: "c 1" }));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(pathOf(clientRoutes.getClient, { id: "c 1" }));
    expect(
      queryClient.getQueryData(queryKeyOf(clientRoutes.getClient, { params: { id: "c 1" } })),
    ).toEqual({ id: "c 1" });
  });

  it("waits for the record's client id", () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useRecordClient(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe("idle");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
