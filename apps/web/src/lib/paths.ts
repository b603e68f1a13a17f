// The app's routes, named once (spec §2): the router's patterns (app/router.tsx,
// app/admin-routes.ts, app/record-routes.tsx) and every link are these constants and builders;
// repo-checks/web-route-paths.test.ts refuses a route spelled anywhere else (ADR 049).

export const LOGIN = "/login";
export const REGISTER = "/register";
export const FORGOT_PASSWORD = "/forgot-password";
export const RESET_PASSWORD = "/reset-password";
export const SEND_EMAIL_VERIFICATION = "/send-email-verification";
export const PRIVACY_POLICY = "/privacy-policy";
export const CLIENTS = "/clients";
export const CLIENT = "/clients/:clientId";
/** The client's record of advice being written (and issued from). */
export const CLIENT_RECORD_OF_ADVICE = "/clients/:clientId/record-of-advice";
export const SUBSCRIBE = "/subscribe";
export const SUBSCRIPTIONS = "/subscriptions";
export const COMPANY = "/company";
export const PROFILE = "/profile";
export const UNDER_CONSTRUCTION = "/under-construction";
export const DIAGNOSTICS = "/test";
export const PAYMENT_COMPLETE = "/payment-complete";
export const PAYMENT_CANCEL = "/payment-cancel";
export const PAYMENT_FAILED = "/payment-failed";
/** Where the invitation e-mail links to (the server builds `${publicUrl}${ACCEPT_INVITATION}?token=…`). */
export const ACCEPT_INVITATION = "/invitations/accept";

/**
 * Where a client acknowledges a record of advice; the server builds `${publicUrl}${ACKNOWLEDGE}#…`
 * (apps/server/src/features/advice-packs/acknowledgement/adviser-acknowledgement.ts).
 */
export const ACKNOWLEDGE = "/acknowledge";

/** Where a signed-in user lands (spec §4); the route guard moves them on from there if needed. */
export const HOME_SIGNED_IN = CLIENTS;

/** A route pattern with its `:params` filled, each encoded: `/admin/users/:id` → `/admin/users/a%2Fb`. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** A client's page opens on its summary; `?tab=calculations` opens the record lists. */
export type ClientTab = "summary" | "calculations";
export const CLIENT_TAB_PARAM = "tab";
export const clientPath = (clientId: string, tab: ClientTab = "summary") =>
  `${fillPath(CLIENT, { clientId })}${tab === "summary" ? "" : `?${CLIENT_TAB_PARAM}=${tab}`}`;

export const recordOfAdvicePath = (clientId: string) =>
  fillPath(CLIENT_RECORD_OF_ADVICE, { clientId });

export const ADMIN = "/admin";
export const ADMIN_USERS = "/admin/users";
export const ADMIN_USER = "/admin/users/:id";
/** The users' list under a second address (spec §7). */
export const ADMIN_SECRET = "/admin-secret";
export const ADMIN_TAX_YEARS = "/admin/constants/tax-scenario";
export const ADMIN_TAX_YEAR = "/admin/constants/tax-scenario/:year";
export const ADMIN_TRANSFER_DUTY = "/admin/constants/transfer-duty";
export const ADMIN_TRANSFER_DUTY_PERIOD = "/admin/constants/transfer-duty/:period";
export const ADMIN_LUMP_SUMS = "/admin/constants/lump-sums";
export const ADMIN_LUMP_SUM = "/admin/constants/lump-sums/:period";
export const ADMIN_COUPONS = "/admin/coupons";
export const ADMIN_SITE_CONFIG = "/admin/site-config";
export const ADMIN_REPORT_TEMPLATES = "/admin/report-templates";
export const adminUserPath = (id: string) => fillPath(ADMIN_USER, { id });
export const adminTaxYearPath = (year: string) => fillPath(ADMIN_TAX_YEAR, { year });
export const adminLumpSumPath = (period: string) => fillPath(ADMIN_LUMP_SUM, { period });
export const adminTransferDutyPath = (period: string) =>
  fillPath(ADMIN_TRANSFER_DUTY_PERIOD, { period });
