import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_PAGE_SIZE, clientListQueryOptions, listClients } from "./list-clients";

const fetchSpy = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
  fetchSpy.mockImplementation(
    async () =>
      new Response(JSON.stringify({ items: [], nextCursor: null }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

const urlSent = () => String(fetchSpy.mock.calls[0]?.[0]);

describe("listClients", () => {
  it("asks for one page, leaving out an empty search and the current clients' flag", async () => {
    await listClients({ q: "", deleted: false });
    expect(urlSent()).toBe(`/api/v1/clients?limit=${CLIENT_PAGE_SIZE}`);
  });

  it("sends the search, the recently deleted flag and the cursor of the next page", async () => {
    await listClients({ q: "van der", deleted: true }, "next");
    expect(urlSent()).toBe(
      `/api/v1/clients?limit=${CLIENT_PAGE_SIZE}&q=van+der&deleted=true&cursor=next`,
    );
  });

  it("keys a list by its search, not by the page, so its pages share one entry", () => {
    const key = clientListQueryOptions({ q: "Botha", deleted: false }).queryKey;
    expect(key[0]).toBe("listClients");
    expect(JSON.stringify(key)).not.toContain("cursor");
    expect(key).not.toEqual(clientListQueryOptions({ q: "Botha", deleted: true }).queryKey);
  });
});
