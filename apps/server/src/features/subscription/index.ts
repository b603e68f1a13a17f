/*
 * The subscription feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { claimsFor } from "./claims";
export { register } from "./register";
export {
  patchSubscription,
  readSubscription,
  readSubscriptionOfCompany,
  setSubscriptionAmount,
  writeSubscription,
} from "./subscription-service";
