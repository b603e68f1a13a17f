/*
 * The clients feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { clientDeleted, clientNotFound } from "./client-errors";
export { clientJson } from "./client-json";
export { findClient } from "./client-service";
export { getClient } from "./get-client";
export { register } from "./register";
