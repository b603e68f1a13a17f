/**
 * Loopback ports for the e2e run (the app, its SMTP sink and the stand-in Google).
 * E2E_PORT_OFFSET shifts them all, so two checkouts can run their browser tests side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const APP_PORT = 3100 + offset;
/** A second app server, on a copy of the seeded database, for the specs that change site-wide state. */
export const SITE_WIDE_APP_PORT = 3150 + offset;
export const SMTP_PORT = 2526 + offset;
export const MAIL_API_PORT = 3199 + offset;
export const OIDC_PORT = 3198 + offset;
export const APP_URL = `http://localhost:${APP_PORT}`;
export const SITE_WIDE_APP_URL = `http://localhost:${SITE_WIDE_APP_PORT}`;
export const MAIL_API_URL = `http://127.0.0.1:${MAIL_API_PORT}`;
