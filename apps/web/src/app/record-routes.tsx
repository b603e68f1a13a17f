import { type RouteObject, useParams } from "react-router";
import type { RecordKind } from "@/features/records";
import {
  prefetchRecordRoute,
  recordListPattern,
  recordListRedirect,
  recordPattern,
  recordReportPattern,
  webKind,
} from "@/features/records";
import { guard, pathChanged } from "./route-guards";
import { reportPrefetch } from "./route-prefetch";

/**
 * A kind's three routes (spec §2): /<kind> (no list of its own: to /clients), its screen at
 * /<kind>/:id and its report at /<kind>/:id/report, each downloaded on demand.
 */
export function recordRoutes(kind: RecordKind): RouteObject[] {
  return [
    { path: recordListPattern(kind), loader: recordListRedirect },
    {
      path: recordPattern(kind),
      loader: guard("subscriber", prefetchRecordRoute(kind)),
      shouldRevalidate: pathChanged,
      lazy: async () => {
        const Screen = await webKind(kind).screen();
        return {
          Component: () => {
            const { id = "" } = useParams();
            // One screen per record: a new id mounts a new one, never carrying a draft over.
            return <Screen key={id} kind={webKind(kind)} id={id} />;
          },
        };
      },
    },
    {
      path: recordReportPattern(kind),
      loader: guard("subscriber", reportPrefetch(kind)),
      shouldRevalidate: pathChanged,
      lazy: async () => {
        const { ReportScreen } = await import("@/features/reports/screens/report-screen");
        return { Component: () => <ReportScreen kind={kind} /> };
      },
    },
  ];
}
