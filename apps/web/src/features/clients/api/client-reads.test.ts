import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeyOf } from "@/lib/api";
import { forgetClient, refreshClientReads } from "./client-reads";
import { clientListQueryOptions } from "./list-clients";

const params = (id: string) => ({ params: { id } });
const keys = {
  list: clientListQueryOptions({ q: "", deleted: false }).queryKey,
  deletedList: clientListQueryOptions({ q: "", deleted: true }).queryKey,
  client: queryKeyOf(clientRoutes.getClient, params("c1")),
  spouse: queryKeyOf(clientRoutes.getClient, params("c2")),
  summary: queryKeyOf(clientRoutes.getClientSummary, params("c1")),
  packs: queryKeyOf(clientRoutes.listAdvicePacks, params("c1")),
};

function cacheWithEveryRead() {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  return queryClient;
}

const stale = (queryClient: QueryClient) =>
  Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

describe("refreshClientReads", () => {
  it("makes every list, client and summary stale; the advice packs are not about the profile", async () => {
    const queryClient = cacheWithEveryRead();
    await refreshClientReads(queryClient);
    expect(stale(queryClient)).toEqual(["list", "deletedList", "client", "spouse", "summary"]);
  });

  it("leaves alone the reads `keep` names (the client a change answered with)", async () => {
    const queryClient = cacheWithEveryRead();
    const answered = queryClient.getQueryCache().find({ queryKey: keys.client, exact: true });
    await refreshClientReads(queryClient, (query) => query === answered);
    expect(stale(queryClient)).toEqual(["list", "deletedList", "spouse", "summary"]);
  });
});

describe("forgetClient", () => {
  it("drops what was read about one client and nothing about another", () => {
    const queryClient = cacheWithEveryRead();
    forgetClient(queryClient, "c1");
    const left = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryData(key) !== undefined)
      .map(([name]) => name);
    expect(left).toEqual(["list", "deletedList", "spouse"]);
  });
});
