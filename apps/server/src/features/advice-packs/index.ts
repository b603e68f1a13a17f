/*
 * The advice-packs feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { findPackPdf, latestLinks } from "./advice-pack-service";
export { lastAdviceIssuedAt } from "./last-advice-issued-at";
export { register } from "./register";
