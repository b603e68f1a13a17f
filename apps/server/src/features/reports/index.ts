/*
 * The reports feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export {
  type BuiltReport,
  buildKindReport,
  reportCompanyOf,
  reportDisclaimerOf,
} from "./build-report";
export type { ReportDeps } from "./report-deps";
export { registerReportRoutes } from "./report-routes";
export { findReportBranding } from "./report-service";
export { registerTemplateRoutes } from "./template-routes";
