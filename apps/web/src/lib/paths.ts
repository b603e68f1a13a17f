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

/** Where a signed-in user lands (spec §4); the route guard moves them on from there if needed. */
export const HOME_SIGNED_IN = CLIENTS;

export const clientPath = (clientId: string) => `${CLIENTS}/${encodeURIComponent(clientId)}`;

export const ADMIN = "/admin";
export const ADMIN_USERS = "/admin/users";
export const ADMIN_SECRET = "/admin-secret";
export const ADMIN_TAX_YEARS = "/admin/constants/tax-scenario";
export const ADMIN_TRANSFER_DUTY = "/admin/constants/transfer-duty";
export const ADMIN_COUPONS = "/admin/coupons";
export const ADMIN_SITE_CONFIG = "/admin/site-config";
export const ADMIN_REPORT_TEMPLATES = "/admin/report-templates";
export const adminUserPath = (id: string) => `${ADMIN_USERS}/${encodeURIComponent(id)}`;
export const adminTaxYearPath = (year: string) => `${ADMIN_TAX_YEARS}/${encodeURIComponent(year)}`;
export const adminTransferDutyPath = (period: string) =>
  `${ADMIN_TRANSFER_DUTY}/${encodeURIComponent(period)}`;
