import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeyOf } from "@/lib/api";
import { checkoutQueryOptions } from "./get-checkout";

describe("checkoutQueryOptions", () => {
  it("keeps each checkout's wait apart, under the billing endpoint's key", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(checkoutQueryOptions("m-1").queryKey, { seats: 1 });
    queryClient.setQueryData(checkoutQueryOptions("m-2").queryKey, { seats: 2 });
    expect(queryClient.getQueryData(checkoutQueryOptions("m-1").queryKey)).toEqual({ seats: 1 });

    void queryClient.invalidateQueries({ queryKey: queryKeyOf(billingRoutes.getBilling) });
    for (const m of ["m-1", "m-2"]) {
      expect(queryClient.getQueryState(checkoutQueryOptions(m).queryKey)?.isInvalidated).toBe(true);
    }
  });
});
