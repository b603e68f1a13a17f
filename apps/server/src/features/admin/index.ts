/*
 * The admin feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { promoteAdminEmails } from "./admin-service";
export { register } from "./register";
