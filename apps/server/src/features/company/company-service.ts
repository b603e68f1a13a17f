import * as queries from "./company-queries";

/*
 * What other features call of company (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** Removes the company the user holds (its data goes with it by cascade); what was removed. */
export const deleteCompanyHeldBy: typeof queries.deleteCompanyHeldBy = (...args) =>
  queries.deleteCompanyHeldBy(...args);

/** The caller's company's name (its account name), or null. */
export const findCompanyName: typeof queries.findCompanyName = (...args) =>
  queries.findCompanyName(...args);
