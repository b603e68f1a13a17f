/**
 * The records feature's face: what the app shell and other features may use of the record
 * engine and the kinds. Everything else under features/records is the feature's own
 * (repo-checks/web-feature-boundaries.test.ts refuses a deeper import from outside).
 */
export { ClientRecordsPanel } from "./components/client-records-panel";
export { RecordSiblings } from "./components/record-siblings";
export { prefetchRecordRoute, recordListRedirect } from "./engine/prefetch-record";
export { isClientRecordListKey } from "./engine/record-list-key";
export {
  recordListPattern,
  recordPath,
  recordPattern,
  recordReportPath,
  recordReportPattern,
} from "./engine/record-paths";
export type { RecordKind } from "./engine/record-types";
export { KIND_ORDER, KINDS, webKind } from "./kinds/kinds";
