// The app's routes, named once (spec §2).

export const LOGIN = "/login";
export const CLIENTS = "/clients";
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

/** Where a signed-in user lands (spec §4); the route guard moves them on from there if needed. */
export const HOME_SIGNED_IN = CLIENTS;

/** A client's page opens on its summary; `?tab=calculations` opens the record lists. */
export type ClientTab = "summary" | "calculations";
export const CLIENT_TAB_PARAM = "tab";
export const clientPath = (clientId: string, tab: ClientTab = "summary") =>
  `${CLIENTS}/${encodeURIComponent(clientId)}${tab === "summary" ? "" : `?${CLIENT_TAB_PARAM}=${tab}`}`;

export const ADMIN = "/admin";
export const ADMIN_USERS = "/admin/users";
export const ADMIN_SECRET = "/admin-secret";
export const ADMIN_TAX_YEARS = "/admin/constants/tax-scenario";
export const ADMIN_TRANSFER_DUTY = "/admin/constants/transfer-duty";
export const ADMIN_LUMP_SUMS = "/admin/constants/lump-sums";
export const ADMIN_COUPONS = "/admin/coupons";
export const ADMIN_SITE_CONFIG = "/admin/site-config";
export const ADMIN_REPORT_TEMPLATES = "/admin/report-templates";
export const adminUserPath = (id: string) => `${ADMIN_USERS}/${encodeURIComponent(id)}`;
export const adminTaxYearPath = (year: string) => `${ADMIN_TAX_YEARS}/${encodeURIComponent(year)}`;
export const adminLumpSumPath = (period: string) =>
  `${ADMIN_LUMP_SUMS}/${encodeURIComponent(period)}`;
export const adminTransferDutyPath = (period: string) =>
  `${ADMIN_TRANSFER_DUTY}/${encodeURIComponent(period)}`;
