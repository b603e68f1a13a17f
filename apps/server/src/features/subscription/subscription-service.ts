import * as queries from "./subscription-queries";

/*
 * What other features call of subscription (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** Changes some of the company's subscription row's fields. */
export const patchSubscription: typeof queries.patchSubscription = (...args) =>
  queries.patchSubscription(...args);

/** The company's subscription row, or null. */
export const readSubscription: typeof queries.readSubscription = (...args) =>
  queries.readSubscription(...args);

/** A company's subscription row by its id, for PayFast's notification (it names the company). */
export const readSubscriptionOfCompany: typeof queries.readSubscriptionOfCompany = (...args) =>
  queries.readSubscriptionOfCompany(...args);

/** The subscription's monthly amount follows the agreement's (its update time is kept). */
export const setSubscriptionAmount: typeof queries.setSubscriptionAmount = (...args) =>
  queries.setSubscriptionAmount(...args);

/** Sets the company's subscription row (creating it on a first payment). */
export const writeSubscription: typeof queries.writeSubscription = (...args) =>
  queries.writeSubscription(...args);
