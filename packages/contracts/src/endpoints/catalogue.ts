import { accountEndpoints } from "./account-endpoints";
import { adminEndpoints } from "./admin-endpoints";
import { adminMoneyEndpoints } from "./admin-money-endpoints";
import { billingEndpoints } from "./billing-endpoints";
import { clientEndpoints } from "./client-endpoints";
import { describeEndpoints, type EndpointArgs, type EndpointResponse } from "./endpoint";
import { practiceEndpoints } from "./practice-endpoints";
import { recordEndpoints } from "./record-endpoints";
import { reportEndpoints } from "./report-endpoints";
import { type EndpointName, routes } from "./routes";

/**
 * The endpoint catalogue (ADR 032): each route of `routes.ts` with its schemas, words and
 * problems. The server binds handlers to these, the OpenAPI document is generated from them, and
 * the web's `api()` takes its argument and answer types from them (types only: the web's
 * requests need `routes.ts` alone, so zod stays out of its first bundle).
 */
export const endpoints = describeEndpoints(routes, {
  ...accountEndpoints,
  ...adminEndpoints,
  ...adminMoneyEndpoints,
  ...billingEndpoints,
  ...clientEndpoints,
  ...practiceEndpoints,
  ...recordEndpoints,
  ...reportEndpoints,
});

export type Endpoints = typeof endpoints;
export type ArgsOf<N extends EndpointName> = EndpointArgs<Endpoints[N]>;
export type ResponseOf<N extends EndpointName> = EndpointResponse<Endpoints[N]>;
