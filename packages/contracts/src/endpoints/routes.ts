import { accountRoutes } from "./account-routes";
import { adminRoutes } from "./admin-routes";
import { billingRoutes } from "./billing-routes";
import { clientRoutes } from "./client-routes";
import { practiceRoutes } from "./practice-routes";
import { recordRoutes } from "./record-routes";
import { recordSourceRoutes } from "./record-source-routes";
import { reportRoutes } from "./report-routes";

/**
 * Every endpoint of the catalogue: its method, path and access, with no schemas. The web imports
 * the area's file (`account-routes.ts`, `admin-routes.ts`), so a screen's bundle carries only the
 * routes it calls; the schemas, words and problems of each are in `catalogue.ts`. The server binds
 * a handler to each with `defineRoute(app, endpoints.<name>, …)` and the web calls one with
 * `api(adminRoutes.<name>, …)`. Areas not converted yet still declare their routes in the server
 * (ADR 032 lists them).
 */
export const routes = {
  ...accountRoutes,
  ...adminRoutes,
  ...billingRoutes,
  ...clientRoutes,
  ...practiceRoutes,
  ...recordRoutes,
  ...recordSourceRoutes,
  ...reportRoutes,
};

export type Routes = typeof routes;
export type EndpointName = keyof Routes;
