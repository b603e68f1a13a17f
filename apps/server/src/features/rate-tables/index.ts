/*
 * The rate-tables feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { registerAdminRateTableRoutes } from "./admin-rate-table-routes";
export { registerRateTableRoutes } from "./rate-table-routes";
export { createRateTableStore, type RateTableRow, type RateTableStore } from "./rate-table-store";
export { seedRateTables } from "./seed-rate-tables";
