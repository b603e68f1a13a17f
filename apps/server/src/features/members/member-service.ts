import * as holdingQueries from "./holding-queries";
import * as memberQueries from "./member-queries";

/*
 * What other features call of members (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** The company the user holds (is the account holder of), locked for the transaction; or null. */
export const lockCompanyHeldBy: typeof holdingQueries.lockCompanyHeldBy = (...args) =>
  holdingQueries.lockCompanyHeldBy(...args);

/** Adds the user to a company; false when they already belong to one (at most one company each). */
export const addMember: typeof memberQueries.addMember = (...args) =>
  memberQueries.addMember(...args);

/** Of the user ids, those who are advisers or owners of the company. */
export const advisersAmong: typeof memberQueries.advisersAmong = (...args) =>
  memberQueries.advisersAmong(...args);

/** Hands a leaving member's clients to another member (see member-queries.ts for the versions). */
export const handOverClients: typeof memberQueries.handOverClients = (...args) =>
  memberQueries.handOverClients(...args);

/** The company the user is a member of with its account holder, or null. */
export const membershipOf: typeof memberQueries.membershipOf = (...args) =>
  memberQueries.membershipOf(...args);
