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
