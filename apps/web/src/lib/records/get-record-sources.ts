import { sourcesRoute } from "@adviser-desk/contracts/endpoints/record-source-routes";
import { skipToken, useQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "../api";
import type { RecordKind } from "./record-types";

/**
 * GET /<kind>/:id/sources: where each taken value comes from and whether its source changed.
 * Scenarios take nothing from other records, so they have no sources to ask about.
 */
export function useRecordSources(kind: RecordKind, id: string, version: number | undefined) {
  const route = kind === "scenario" ? null : sourcesRoute(kind);
  const args = { params: { id } };
  return useQuery({
    // Keyed by the record's version too: a save (e.g. a refresh) reads the links' status again.
    queryKey: [...(route ? queryKeyOf(route, args) : [kind]), version],
    queryFn: route && version !== undefined ? () => api(route, args) : skipToken,
    // A source may be saved in another tab at any time: read again whenever the screen is shown.
    staleTime: 0,
  });
}
