import { KIND_WORDS } from "../kinds/words";
import type { RecordKind } from "../record-common";
import { type Pascal, pascal, type RecordRoute, subscriberRoute } from "./record-routes";
import type { Route } from "./route";

// Apart from record-routes.ts because only the screens of kinds that take values load these.

/** The kinds that take values from other records or the client's profile (ADR 026). */
export type TakingKind = RecordKind;
export const TAKING_KINDS = [
  "scenario",
  "transfer-duty",
  "home-loan-repayment",
  "investment-comparison",
] as const satisfies readonly TakingKind[];

/** `listTransferDutySources`, …: where a record's taken values come from. */
export type SourcesRouteName<K extends TakingKind> = `list${Pascal<K>}Sources`;

export const sourcesRouteName = <K extends TakingKind>(kind: K): SourcesRouteName<K> =>
  `list${pascal(kind)}Sources`;

/** GET /<kind>/:id/sources: where a record's taken values come from. */
export const sourcesRoute = (kind: TakingKind): RecordRoute<SourcesRouteName<TakingKind>> =>
  subscriberRoute(
    sourcesRouteName(kind),
    "GET",
    `/api/v1/${KIND_WORDS[kind].path}/:id/sources`,
    "company.read",
  );

/**
 * The three actions that start a new record of one kind from a saved one of another, linked
 * (ADR 026): `POST /api/v1/<from>/:id/<at>` answers the new record.
 */
export const START_FROM_RECORD = {
  planBondFromTransferDuty: { from: "transfer-duty", to: "home-loan-repayment", at: "home-loan" },
  planTransferFromHomeLoan: {
    from: "home-loan-repayment",
    to: "transfer-duty",
    at: "transfer-duty",
  },
  compareScenarioRetirementTopUp: {
    from: "scenario",
    to: "investment-comparison",
    at: "investment-comparison",
  },
} as const satisfies Record<string, { from: RecordKind; to: RecordKind; at: string }>;

export type StartFromName = keyof typeof START_FROM_RECORD;

/** One of the "start from" actions. */
export function startFromRoute<N extends StartFromName>(name: N): RecordRoute<N> {
  const { from, at } = START_FROM_RECORD[name];
  return subscriberRoute(
    name,
    "POST",
    `/api/v1/${KIND_WORDS[from].path}/:id/${at}`,
    "records.write",
  );
}

export type RecordSourceRoutes = {
  readonly [K in TakingKind as SourcesRouteName<K>]: RecordRoute<SourcesRouteName<K>>;
} & { readonly [N in StartFromName]: RecordRoute<N> };

function buildRecordSourceRoutes(): RecordSourceRoutes {
  const routes: Record<string, Route> = {};
  for (const kind of TAKING_KINDS) routes[sourcesRouteName(kind)] = sourcesRoute(kind);
  for (const name of Object.keys(START_FROM_RECORD) as StartFromName[]) {
    routes[name] = startFromRoute(name);
  }
  // The loops wrote one route under each name RecordSourceRoutes lists; their keys are built strings.
  return routes as RecordSourceRoutes;
}

/** Where a record's taken values come from, and the three "start from" actions. */
export const recordSourceRoutes: RecordSourceRoutes = /* @__PURE__ */ buildRecordSourceRoutes();
