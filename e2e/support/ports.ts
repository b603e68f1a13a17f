/** Fixed loopback ports for the e2e run (the app, its SMTP sink and the stand-in Google). */
export const APP_PORT = 3100;
export const SMTP_PORT = 2526;
export const MAIL_API_PORT = 3199;
export const OIDC_PORT = 3198;
export const APP_URL = `http://localhost:${APP_PORT}`;
export const MAIL_API_URL = `http://127.0.0.1:${MAIL_API_PORT}`;
