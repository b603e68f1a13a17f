import type { RouteObject } from "react-router";
import { webKind } from "@/features/records/kinds/kinds";
import { prefetchRecordRoute, recordListRedirect } from "@/lib/records/prefetch-record";
import type { RecordKind } from "@/lib/records/record-types";
import { guard, pathChanged } from "./route-guards";
import { reportPrefetch } from "./route-prefetch";

/**
 * A kind's three routes (spec §2): /<kind> (no list of its own: to /clients), its screen at
 * /<kind>/:id and its report at /<kind>/:id/report, each downloaded on demand.
 */
export function recordRoutes(kind: RecordKind): RouteObject[] {
  return [
    { path: kind, loader: recordListRedirect },
    {
      path: `${kind}/:id`,
      loader: guard("subscriber", prefetchRecordRoute(kind)),
      shouldRevalidate: pathChanged,
      lazy: async () => {
        const Screen = await webKind(kind).screen();
        return { Component: () => <Screen kind={webKind(kind)} /> };
      },
    },
    {
      path: `${kind}/:id/report`,
      loader: guard("subscriber", reportPrefetch(kind)),
      shouldRevalidate: pathChanged,
      lazy: async () => {
        const { ReportScreen } = await import("@/features/reports/screens/report-screen");
        return { Component: () => <ReportScreen kind={kind} /> };
      },
    },
  ];
}
