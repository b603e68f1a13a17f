import { reportRoute } from "@adviser-desk/contracts/endpoints/report-routes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeyOf } from "@/lib/api";
import { useDeleteRecord } from "./delete-record";
import { recordQueryKey } from "./get-record";
import { clientRecordListsKey, clientRecordsQueryOptions } from "./list-client-records";
import { isClientRecordListKey } from "./record-list-key";

// The records' calls go to the catalogue's endpoints, and a change reads again what it touched.

const fetchSpy = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

describe("a client's record lists", () => {
  it("asks for the kind's list, and for the deleted ones with deleted=true", async () => {
    fetchSpy.mockImplementation(async () => json({ items: [] }));
    const client = new QueryClient();
    await client.fetchQuery(clientRecordsQueryOptions("transfer-duty", "c 1"));
    await client.fetchQuery(clientRecordsQueryOptions("transfer-duty", "c 1", true));
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      "/api/v1/clients/c%201/transfer-duties",
      "/api/v1/clients/c%201/transfer-duties?deleted=true",
    ]);
  });

  it("are both under the key a change invalidates, and known as the client's lists", () => {
    const live = clientRecordsQueryOptions("scenario", "c1").queryKey;
    const deleted = clientRecordsQueryOptions("scenario", "c1", true).queryKey;
    const client = new QueryClient();
    client.setQueryData(live, []);
    client.setQueryData(deleted, []);
    client.setQueryData(clientRecordsQueryOptions("scenario", "c2").queryKey, []);
    const matched = client
      .getQueryCache()
      .findAll({ queryKey: clientRecordListsKey("scenario", "c1") })
      .map((query) => query.queryKey);
    expect(matched).toEqual([live, deleted]);
    expect(isClientRecordListKey(deleted, "c1")).toBe(true);
    expect(isClientRecordListKey(deleted, "c2")).toBe(false);
    expect(isClientRecordListKey(recordQueryKey("scenario", "c1"), "c1")).toBe(false);
  });
});

describe("deleting a record", () => {
  it("calls DELETE on the kind's endpoint and reads again the record, its report and the lists", async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 204 }));
    const client = new QueryClient();
    const record = recordQueryKey("home-loan-repayment", "r1");
    // The key the report screen reads (features/reports/api/get-report.ts).
    const report = queryKeyOf(reportRoute("home-loan-repayment", ""), { params: { id: "r1" } });
    const list = clientRecordsQueryOptions("home-loan-repayment", "c1").queryKey;
    const other = recordQueryKey("home-loan-repayment", "r2");
    for (const key of [record, report, list, other]) client.setQueryData(key, {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteRecord("home-loan-repayment"), { wrapper });
    await act(() => result.current.mutateAsync({ id: "r1", clientId: "c1" }));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/v1/home-loan-repayments/r1");
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe("DELETE");
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([record, report, list, other].map(stale)).toEqual([true, true, true, false]);
  });
});
