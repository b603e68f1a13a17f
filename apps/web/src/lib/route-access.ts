import type { MeResponse } from "@adviser-desk/contracts";
import { CLIENTS, LOGIN, SUBSCRIBE, SUBSCRIPTIONS } from "./paths";

/**
 * What a route asks of the person opening it (spec §2 "Access" and §4 "Route guard"):
 * - `root`: `/`, which always goes to /login;
 * - `public`: anyone (privacy policy, /test, /under-construction, …);
 * - `login`: public, but a signed-in user goes to /clients;
 * - `signed-in`: any signed-in user (/profile);
 * - `company-setup`: a signed-in user who has no company yet (/subscribe);
 * - `company`: a signed-in user with a company, subscribed or not (/company, /subscriptions);
 * - `subscriber`: a company with a current trial or subscription (/clients, the calculators);
 * - `admin`: the admin claim.
 */
export type RouteAccess =
  | "root"
  | "public"
  | "login"
  | "signed-in"
  | "company-setup"
  | "company"
  | "subscriber"
  | "admin";

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

/** Whether deciding needs the session at all (public routes never wait for /me). */
export function needsSession(access: RouteAccess): boolean {
  return access !== "root" && access !== "public";
}

/** Whether the claims must be read fresh first (spec §4: "on an auth route the claims are refreshed first"). */
export function refreshesClaims(access: RouteAccess): boolean {
  return needsSession(access) && access !== "login";
}

/** Where a signed-in person belongs, given how far they have come. */
function nextStepFor(session: SessionFacts): string | null {
  if (!session.signedIn) return LOGIN;
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
    case "login":
      return session.signedIn ? { kind: "redirect", to: CLIENTS } : { kind: "allow" };
    case "signed-in":
      return session.signedIn ? { kind: "allow" } : { kind: "redirect", to: LOGIN };
    case "company-setup":
      if (!session.signedIn) return { kind: "redirect", to: LOGIN };
      if (!session.hasCompany) return { kind: "allow" };
      return { kind: "redirect", to: session.hasSubscription ? CLIENTS : SUBSCRIPTIONS };
    case "company":
      if (!session.signedIn) return { kind: "redirect", to: LOGIN };
      return session.hasCompany ? { kind: "allow" } : { kind: "redirect", to: SUBSCRIBE };
    case "subscriber": {
      const next = nextStepFor(session);
      return next === null ? { kind: "allow" } : { kind: "redirect", to: next };
    }
    case "admin": {
      if (!session.signedIn) return { kind: "redirect", to: LOGIN };
      if (session.admin) return { kind: "allow" };
      const { from, to } = navigation;
      const stayOn = from !== null && from !== to ? from : CLIENTS;
      return { kind: "refuse", to: stayOn, message: ADMIN_ONLY_MESSAGE };
    }
  }
}
