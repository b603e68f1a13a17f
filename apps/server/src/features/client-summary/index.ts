/*
 * The client-summary feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export {
  type ClientRecordRow,
  listLiveRecordsOfClient,
  listPackHeads,
  type PackHead,
} from "./client-summary-service";
export { profileLines } from "./profile-lines";
export { register } from "./register";
