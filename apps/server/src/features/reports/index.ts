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
export { register } from "./register";
export type { ReportDeps } from "./report-deps";
export { findReportBranding } from "./report-service";
