import * as queries from "./users/user-queries";

/*
 * What other features call of admin (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** ADMIN_EMAILS makes those users admins: new sign-ups via a hook, existing users here at start. */
export const promoteAdminEmails: typeof queries.promoteAdminEmails = (...args) =>
  queries.promoteAdminEmails(...args);
