import type { MeResponse } from "@adviser-desk/contracts";
import type { Access } from "@adviser-desk/contracts/endpoints/access";
import { isApiPath } from "./api-client";
import { CLIENTS, LOGIN, SUBSCRIBE, SUBSCRIPTIONS } from "./paths";

/**
 * What a route asks of the person opening it (spec §2 "Access" and §4 "Route guard"): one of the
 * API's access levels (`Access`, the one vocabulary of ADR 032) —
 * - `public`: anyone (privacy policy, /test, /under-construction, …);
 * - `user`: any signed-in user (/profile);
 * - `company`: a signed-in user with a company, subscribed or not (/company, /subscriptions);
 * - `subscriber`: a company with a current trial or subscription (/clients, the calculators);
 * - `admin`: the admin claim —
 * or one of three that only steer navigation and have no API counterpart:
 * - `root`: `/`, which always goes to /login;
 * - `login`: public, but a signed-in user goes to /clients;
 * - `company-setup`: a signed-in user who has no company yet (/subscribe).
 */
export type RouteAccess = Access | "root" | "login" | "company-setup";

/** What the guard knows about the person, from GET /api/v1/me (user, company, claims). */
export interface SessionFacts {
  signedIn: boolean;
  hasCompany: boolean;
  hasSubscription: boolean;
  admin: boolean;
}

export type RouteDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  /** An admin route refused: the person stays where they were (`to`) and is told why. */
  | { kind: "refuse"; to: string; message: string };

export const ADMIN_ONLY_MESSAGE = "that page is for administrators only";

export function sessionFacts(me: MeResponse | null): SessionFacts {
  return {
    signedIn: me !== null,
    hasCompany: Boolean(me?.company),
    hasSubscription: me?.claims.hasSubscription ?? false,
    admin: me?.claims.admin ?? false,
  };
}

/** The query parameter of /login that names where to go once signed in. */
export const NEXT_PARAM = "next";

/**
 * /login, remembering the screen the person asked for (a bookmark, a link in an e-mail), so that
 * signing in takes them there. The everyday landing (/clients) needs no reminder.
 */
export function signInFirst(to: string): string {
  if (to === CLIENTS || to === "/") return LOGIN;
  return `${LOGIN}?${NEXT_PARAM}=${encodeURIComponent(to)}`;
}

/** Stands in for this app's origin: only whether a path keeps to it matters, not its name. */
const APP_ORIGIN = "https://app.invalid";

/**
 * The path `target` takes a browser to from this app, or null when it leaves the app's origin.
 * Judged on the resolved URL, never on the text: `/..//host`, `/.//host`, `/%2e//host`, `/\host`
 * and a tab inside `//` all read as paths but resolve to another site.
 */
function pathWithinApp(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target, APP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== APP_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where /login's `next` may send a person: only a path of this app. The path handed on is read
 * again by the router or `location.replace`, so it must itself stay in the app when resolved
 * (`/..//host` resolves to the path `//host`, which a browser reads as another site). Anything
 * else (another site, a scheme, the API, /login itself, spaces or backslashes) is ignored, so a
 * crafted link cannot send someone away.
 */
export function safeNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (next === null || !next.startsWith("/") || /[\\\s]/.test(next)) return null;
  const path = pathWithinApp(next);
  if (path === null || pathWithinApp(path) !== path) return null;
  return isApiPath(path) || path.startsWith(LOGIN) ? null : path;
}

/** Whether deciding needs the session at all (public routes never wait for /me). */
export function needsSession(access: RouteAccess): boolean {
  return access !== "root" && access !== "public";
}

/** Whether the claims must be read fresh first (spec §4: "on an auth route the claims are refreshed first"). */
export function refreshesClaims(access: RouteAccess): boolean {
  return needsSession(access) && access !== "login";
}

/** Where a signed-in person belongs, given how far they have come. */
function nextStepFor(session: SessionFacts, to: string): string | null {
  if (!session.signedIn) return signInFirst(to);
  if (!session.hasCompany) return SUBSCRIBE;
  if (!session.hasSubscription) return SUBSCRIPTIONS;
  return null;
}

/**
 * The route guard's whole decision, as a pure function (its table is in route-access.test.ts).
 * `from` is where the person was before this navigation (null on a fresh page load), `to` the
 * path being opened: a refused admin route keeps them on `from`.
 */
export function decideRoute(
  access: RouteAccess,
  session: SessionFacts,
  navigation: { from: string | null; to: string },
): RouteDecision {
  switch (access) {
    case "root":
      return { kind: "redirect", to: LOGIN };
    case "public":
      return { kind: "allow" };
    case "login": {
      if (!session.signedIn) return { kind: "allow" };
      const query = navigation.to.includes("?")
        ? navigation.to.slice(navigation.to.indexOf("?"))
        : "";
      return { kind: "redirect", to: safeNextPath(query) ?? CLIENTS };
    }
    case "user":
      return session.signedIn
        ? { kind: "allow" }
        : { kind: "redirect", to: signInFirst(navigation.to) };
    case "company-setup":
      if (!session.signedIn) return { kind: "redirect", to: signInFirst(navigation.to) };
      if (!session.hasCompany) return { kind: "allow" };
      return { kind: "redirect", to: session.hasSubscription ? CLIENTS : SUBSCRIPTIONS };
    case "company":
      if (!session.signedIn) return { kind: "redirect", to: signInFirst(navigation.to) };
      return session.hasCompany ? { kind: "allow" } : { kind: "redirect", to: SUBSCRIBE };
    case "subscriber": {
      const next = nextStepFor(session, navigation.to);
      return next === null ? { kind: "allow" } : { kind: "redirect", to: next };
    }
    case "admin": {
      if (!session.signedIn) return { kind: "redirect", to: signInFirst(navigation.to) };
      if (session.admin) return { kind: "allow" };
      const { from, to } = navigation;
      const stayOn = from !== null && from !== to ? from : CLIENTS;
      return { kind: "refuse", to: stayOn, message: ADMIN_ONLY_MESSAGE };
    }
  }
}
