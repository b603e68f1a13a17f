/*
 * The site-config feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { registerAdminSiteConfigRoutes } from "./admin-site-config-routes";
export { createConfigBroadcaster } from "./config-broadcaster";
export { registerSiteConfigRoutes } from "./site-config-routes";
export {
  DEFAULT_SUBSCRIPTION_AMOUNT_CENTS,
  publicConfig,
  readSiteConfig,
  SITE_CONFIG_CHANNEL,
} from "./site-config-service";
