// The app's routes, named once (spec §2).

export const LOGIN = "/login";
export const CLIENTS = "/clients";
export const SUBSCRIBE = "/subscribe";
export const SUBSCRIPTIONS = "/subscriptions";
export const COMPANY = "/company";
export const PROFILE = "/profile";
export const UNDER_CONSTRUCTION = "/under-construction";
export const DIAGNOSTICS = "/test";

/** Where a signed-in user lands (spec §4); the route guard moves them on from there if needed. */
export const HOME_SIGNED_IN = CLIENTS;

export const clientPath = (clientId: string) => `${CLIENTS}/${encodeURIComponent(clientId)}`;
