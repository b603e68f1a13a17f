/*
 * The members feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export {
  addMember,
  advisersAmong,
  handOverClients,
  lockCompanyHeldBy,
  membershipOf,
} from "./member-service";
export { passHolding } from "./pass-holding";
export { register } from "./register";
