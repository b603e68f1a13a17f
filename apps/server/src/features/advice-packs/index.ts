/*
 * The advice-packs feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { registerAdvicePackRoutes } from "./advice-pack-routes";
export { findPackPdf, latestLinks } from "./advice-pack-service";
export { lastAdviceIssuedAt } from "./last-advice-issued-at";
