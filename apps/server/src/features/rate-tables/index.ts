/*
 * The rate-tables feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { createRateTableStore, type RateTableRow, type RateTableStore } from "./rate-table-store";
export { register } from "./register";
export { seedRateTables } from "./seed-rate-tables";
