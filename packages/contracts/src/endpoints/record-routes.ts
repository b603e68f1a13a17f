import type { Capability } from "../member-roles";
import type { RECORD_PATHS, RecordKind } from "../record-common";
import type { HttpMethod, Route } from "./route";

/** Each kind's collection (`/api/v1/<path>`) and the words its endpoints' names are made of. */
export const RECORD_KIND_ROUTES = {
  scenario: { path: "scenarios", singular: "Scenario", plural: "Scenarios" },
  "transfer-duty": { path: "transfer-duties", singular: "TransferDuty", plural: "TransferDuties" },
  "home-loan-repayment": {
    path: "home-loan-repayments",
    singular: "HomeLoanRepayment",
    plural: "HomeLoanRepayments",
  },
  "investment-comparison": {
    path: "investment-comparisons",
    singular: "InvestmentComparison",
    plural: "InvestmentComparisons",
  },
} as const satisfies {
  [K in RecordKind]: { path: (typeof RECORD_PATHS)[K]; singular: string; plural: string };
};

type KindWords = typeof RECORD_KIND_ROUTES;

/** What can be done to a record of any kind: the method, where, and what the role must allow. */
const RECORD_ACTIONS = {
  list: { method: "GET", path: (c) => `/api/v1/clients/:clientId/${c}`, needs: "company.read" },
  create: { method: "POST", path: (c) => `/api/v1/${c}`, needs: "records.write" },
  get: { method: "GET", path: (c) => `/api/v1/${c}/:id`, needs: "company.read" },
  update: { method: "PUT", path: (c) => `/api/v1/${c}/:id`, needs: "records.write" },
  delete: { method: "DELETE", path: (c) => `/api/v1/${c}/:id`, needs: "records.delete" },
  copy: { method: "POST", path: (c) => `/api/v1/${c}/:id/copy`, needs: "records.write" },
  lock: { method: "POST", path: (c) => `/api/v1/${c}/:id/lock`, needs: "records.lock" },
  unlock: { method: "POST", path: (c) => `/api/v1/${c}/:id/unlock`, needs: "records.lock" },
  restore: { method: "POST", path: (c) => `/api/v1/${c}/:id/restore`, needs: "records.write" },
} as const satisfies Record<
  string,
  { method: HttpMethod; path: (collection: string) => string; needs: Capability }
>;

export type RecordAction = keyof typeof RECORD_ACTIONS;

/** `listScenarios`, `getScenario`, `lockTransferDuty`, …: the action, then the kind. */
export type RecordRouteName<K extends RecordKind, A extends RecordAction> = A extends "list"
  ? `list${KindWords[K]["plural"]}`
  : `${A}${KindWords[K]["singular"]}`;

/** The kinds that take values from other records (ADR 026); a scenario takes none. */
export type TakingKind = Exclude<RecordKind, "scenario">;
const TAKING_KINDS = [
  "transfer-duty",
  "home-loan-repayment",
  "investment-comparison",
] as const satisfies readonly TakingKind[];

/** `listTransferDutySources`, …: where a record's taken values come from. */
export type SourcesRouteName<K extends TakingKind> = `list${KindWords[K]["singular"]}Sources`;

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

/** A record endpoint: every one is a subscriber's, and names what the member's role must allow. */
type RecordRoute<N extends string> = Route<N> & {
  readonly access: "subscriber";
  readonly needs: Capability;
};

type KindAction = { [K in RecordKind]: { [A in RecordAction]: [K, A] }[RecordAction] }[RecordKind];

export type RecordRoutes = {
  readonly [P in KindAction as RecordRouteName<P[0], P[1]>]: RecordRoute<
    RecordRouteName<P[0], P[1]>
  >;
} & { readonly [K in TakingKind as SourcesRouteName<K>]: RecordRoute<SourcesRouteName<K>> } & {
  readonly [N in StartFromName]: RecordRoute<N>;
};

/** The name of an action's endpoint for a kind: `recordRouteName("scenario", "list")` → `listScenarios`. */
export function recordRouteName<K extends RecordKind, A extends RecordAction>(
  kind: K,
  action: A,
): RecordRouteName<K, A> {
  const { singular, plural } = RECORD_KIND_ROUTES[kind];
  return (action === "list" ? `list${plural}` : `${action}${singular}`) as RecordRouteName<K, A>;
}

export function sourcesRouteName<K extends TakingKind>(kind: K): SourcesRouteName<K> {
  return `list${RECORD_KIND_ROUTES[kind].singular}Sources` as SourcesRouteName<K>;
}

function buildRecordRoutes(): RecordRoutes {
  const routes: Record<string, RecordRoute<string>> = {};
  const add = (name: string, method: HttpMethod, path: string, needs: Capability) => {
    routes[name] = { name, method, path, access: "subscriber", needs };
  };
  for (const kind of Object.keys(RECORD_KIND_ROUTES) as RecordKind[]) {
    const collection = RECORD_KIND_ROUTES[kind].path;
    for (const [action, { method, path, needs }] of Object.entries(RECORD_ACTIONS)) {
      add(recordRouteName(kind, action as RecordAction), method, path(collection), needs);
    }
  }
  for (const kind of TAKING_KINDS) {
    const path = `/api/v1/${RECORD_KIND_ROUTES[kind].path}/:id/sources`;
    add(sourcesRouteName(kind), "GET", path, "company.read");
  }
  for (const [name, { from, at }] of Object.entries(START_FROM_RECORD)) {
    add(name, "POST", `/api/v1/${RECORD_KIND_ROUTES[from].path}/:id/${at}`, "records.write");
  }
  // The loops wrote one route under each name RecordRoutes lists; their keys are built strings.
  return routes as RecordRoutes;
}

/**
 * The records of every kind (spec §3): list, create, get, save, delete, copy, lock, unlock and
 * restore; where a record's taken values come from; and the three "start from" actions.
 */
export const recordRoutes: RecordRoutes = buildRecordRoutes();

/** The endpoint of an action on a kind; for a kind not known until run time, the kinds' union. */
export function recordRoute<K extends RecordKind, A extends RecordAction>(
  kind: K,
  action: A,
): RecordRoutes[RecordRouteName<K, A>] {
  return recordRoutes[recordRouteName(kind, action)];
}

export function sourcesRoute<K extends TakingKind>(kind: K): RecordRoutes[SourcesRouteName<K>] {
  return recordRoutes[sourcesRouteName(kind)];
}
