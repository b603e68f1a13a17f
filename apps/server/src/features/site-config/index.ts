/*
 * The site-config feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { type ConfigBroadcaster, createConfigBroadcaster } from "./config-broadcaster";
export { register } from "./register";
export {
  DEFAULT_SUBSCRIPTION_AMOUNT_CENTS,
  publicConfig,
  readSiteConfig,
  SITE_CONFIG_CHANNEL,
} from "./site-config-service";
