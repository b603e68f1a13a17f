/*
 * The client-privacy feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { registerClientPrivacyRoutes } from "./client-privacy-routes";
export { scheduleClientPurge } from "./client-purge";
export { eraseCompanyClients } from "./erase/erase-company-clients";
