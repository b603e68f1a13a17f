import type { SourceStatusList } from "@adviser-desk/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import type { RecordKind } from "./record-types";
import { recordApiPath } from "./record-url";

/** GET /<kind>/:id/sources: where each taken value comes from and whether its source changed. */
export function getRecordSources(kind: RecordKind, id: string): Promise<SourceStatusList> {
  return apiRequest<SourceStatusList>(recordApiPath(kind, id, "sources"));
}

/** Keyed by the record's version too: a save (e.g. a refresh) reads the links' status again. */
export function recordSourcesQueryOptions(kind: RecordKind, id: string, version: number) {
  return queryOptions({
    queryKey: ["records", kind, "sources", id, version] as const,
    queryFn: () => getRecordSources(kind, id),
    // A source may be saved in another tab at any time: read again whenever the screen is shown.
    staleTime: 0,
  });
}

/** Scenarios take nothing from other records, so they have no sources to ask about. */
export function useRecordSources(kind: RecordKind, id: string, version: number | undefined) {
  return useQuery({
    ...recordSourcesQueryOptions(kind, id, version ?? 0),
    enabled: version !== undefined && kind !== "scenario",
  });
}
