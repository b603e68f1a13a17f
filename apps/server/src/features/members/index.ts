/*
 * The members feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { registerInvitationRoutes } from "./invitation-routes";
export { registerMemberRoutes } from "./member-routes";
export {
  addMember,
  advisersAmong,
  handOverClients,
  lockCompanyHeldBy,
  membershipOf,
} from "./member-service";
export { passHolding } from "./pass-holding";
