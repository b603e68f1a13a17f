import { type LoaderFunctionArgs, replace, type ShouldRevalidateFunctionArgs } from "react-router";
import { meQueryOptions } from "@/lib/api/get-me";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
import { notifyRefusal } from "@/lib/notify";
import { LOGIN } from "@/lib/paths";
import { queryClient } from "@/lib/query-client";
import {
  decideRoute,
  needsSession,
  type RouteAccess,
  refreshesClaims,
  sessionFacts,
} from "@/lib/route-access";
import { withSignOutReason } from "@/lib/sign-out-reason";

// The route guard of spec §4, run by the router before a screen is shown: every route declares
// its access (lib/route-access.ts decides, as a pure function) and `guard` applies the decision.

/**
 * "On an auth route the claims are refreshed first": /me is re-read unless it was read within
 * this window, so a chain of redirects in one navigation (/login → /clients → /subscribe) asks
 * the server once, not three times.
 */
export const CLAIMS_FRESH_MS = 1000;

function readSession(access: RouteAccess) {
  const options = meQueryOptions();
  if (refreshesClaims(access)) {
    return queryClient.fetchQuery({ ...options, staleTime: CLAIMS_FRESH_MS });
  }
  // /login must show even when the session cannot be read (the form is how one gets a new one).
  return queryClient.fetchQuery(options).catch(() => null);
}

/** Where the person is now: during a client-side navigation the address bar still shows it. */
function currentPath(): string | null {
  const { pathname, search } = window.location;
  return `${pathname}${search}`;
}

export type Prefetch = (args: LoaderFunctionArgs) => Promise<unknown>;

/** A guarded route's loader, carrying its access and prefetch so intent can warm the route. */
export interface GuardedLoader {
  (args: LoaderFunctionArgs): Promise<null>;
  access: RouteAccess;
  prefetch: Prefetch | undefined;
}

/**
 * A route loader that lets the person in, or redirects them (history entry replaced, so Back does
 * not bounce), before the screen's code and data are used. `prefetch` runs only once they are
 * let in, with the same query options the screen reads (STYLE rule 8).
 */
export function guard(access: RouteAccess, prefetch?: Prefetch): GuardedLoader {
  const loader = async (args: LoaderFunctionArgs): Promise<null> => {
    const session = needsSession(access) ? sessionFacts(await readSession(access)) : null;
    const url = new URL(args.request.url);
    const decision = decideRoute(access, session ?? sessionFacts(null), {
      from: currentPath(),
      to: `${url.pathname}${url.search}`,
    });
    if (decision.kind === "refuse") {
      notifyRefusal(decision.message);
      throw replace(decision.to);
    }
    if (decision.kind === "redirect") throw replace(withSignOutReason(decision.to));
    await prefetch?.(args);
    return null;
  };
  return Object.assign(loader, { access, prefetch });
}

/**
 * Guarded routes re-check when the path changes, not when only the search changes (typing in
 * the /clients search box must not re-read the claims on every keystroke).
 */
export function pathChanged({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** Screens whose forms need the public config (password length, Google sign-in). */
export async function loadPublicConfig(): Promise<void> {
  await queryClient.ensureQueryData(publicConfigQueryOptions());
}

/**
 * /login inside the app: the sign-in page is its own page (login.html), so going there — signing
 * out, a guard's "sign in first" — is a page load that replaces the current history entry, as
 * the guards' redirects do. Had this document itself been served for /login (a stale service
 * worker), loading /login again would loop, so it asks for the file by name. The navigation
 * never settles; the page goes first.
 */
export function openSignInPage({ request }: LoaderFunctionArgs): Promise<null> {
  const { search } = new URL(request.url);
  const page = window.location.pathname === LOGIN ? "/login.html" : LOGIN;
  window.location.replace(`${page}${search}`);
  return new Promise(() => undefined);
}
