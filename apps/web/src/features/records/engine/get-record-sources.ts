import type { TakingKind } from "@adviser-desk/contracts/endpoints/record-source-routes";
import { sourcesRoute } from "@adviser-desk/contracts/endpoints/record-source-routes";
import { skipToken, useQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "@/lib/api";
import type { WebKind } from "../kinds/web-kind";

/**
 * GET /<kind>/:id/sources: where each taken value comes from and whether its source changed.
 * A kind that takes nothing from other records (a scenario) has no sources to ask about.
 */
export function useRecordSources(
  { kind, takesValues }: Pick<WebKind, "kind" | "takesValues">,
  id: string,
  version: number | undefined,
) {
  // takesValues is true exactly for the kinds that take values (WebKind's type says so).
  const route = takesValues ? sourcesRoute(kind as TakingKind) : null;
  const args = { params: { id } };
  return useQuery({
    // Keyed by the record's version too: a save (e.g. a refresh) reads the links' status again.
    queryKey: [...(route ? queryKeyOf(route, args) : [kind]), version],
    queryFn: route && version !== undefined ? () => api(route, args) : skipToken,
    // A source may be saved in another tab at any time: read again whenever the screen is shown.
    staleTime: 0,
  });
}
