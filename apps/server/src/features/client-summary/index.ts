/*
 * The client-summary feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { registerClientSummaryRoutes } from "./client-summary-routes";
export {
  type ClientRecordRow,
  listLiveRecordsOfClient,
  listPackHeads,
  type PackHead,
} from "./client-summary-service";
export { profileLines } from "./profile-lines";
