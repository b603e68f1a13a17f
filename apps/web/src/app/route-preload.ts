import { type DataRouter, matchRoutes } from "react-router";
import { meQueryOptions } from "@/lib/api/get-me";
import { isApiPath } from "@/lib/api-client";
import { queryClient } from "@/lib/query-client";
import { decideRoute, needsSession, sessionFacts } from "@/lib/route-access";
import { CLAIMS_FRESH_MS, type GuardedLoader } from "./route-guards";

// Navigation that feels instant: when the pointer rests on an in-app link (or it gets keyboard
// focus, or a finger touches it), the screen's code is downloaded and its data read into the
// TanStack Query cache with the screen's own query options, so the click that follows finds both
// ready. Only routes the person may open are warmed (the same pure decision the guard makes), so
// intent never shows a refusal or asks the API for something it would refuse.

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/** Paths warmed recently: a pointer moving over a list must not ask again on every row. */
const WARM_MS = 10_000;

function inAppPath(target: EventTarget | null): URL | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>("a[href]");
  if (link === null || link.target === "_blank" || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || isApiPath(url.pathname)) return null;
  if (url.pathname === window.location.pathname) return null;
  return url;
}

async function preload(router: DataRouter, url: URL): Promise<void> {
  const matches = matchRoutes(router.routes, url.pathname) ?? [];
  const me = queryClient.getQueryData(meQueryOptions().queryKey) ?? null;
  const request = new Request(url);
  const work = matches.map(async ({ route, params }) => {
    const code = typeof route.lazy === "function" ? route.lazy() : undefined;
    const loader = route.loader as GuardedLoader | undefined;
    const guarded = loader?.access;
    if (guarded === undefined) return code;
    const decision = decideRoute(guarded, sessionFacts(me), {
      from: window.location.pathname,
      to: url.pathname,
    });
    if (decision.kind !== "allow") return code;
    // The guard re-reads the claims when they are older than CLAIMS_FRESH_MS; reading them now
    // means a click within that window does not wait for /me.
    const claims = needsSession(guarded)
      ? queryClient.prefetchQuery({ ...meQueryOptions(), staleTime: CLAIMS_FRESH_MS })
      : undefined;
    await Promise.all([
      code,
      claims,
      loader?.prefetch?.({ request, url, params, pattern: route.path ?? "", context: undefined }),
    ]);
  });
  await Promise.allSettled(work);
}

/** Listens for intent on links anywhere in the page; returns the function that stops it. */
export function preloadRoutesOnIntent(router: DataRouter): () => void {
  const warmedAt = new Map<string, number>();
  const onIntent = (event: Event) => {
    const url = inAppPath(event.target);
    if (url === null) return;
    const key = url.pathname + url.search;
    const last = warmedAt.get(key);
    if (last !== undefined && performance.now() - last < WARM_MS) return;
    warmedAt.set(key, performance.now());
    void preload(router, url);
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  return () => {
    for (const type of INTENT_EVENTS) {
      document.removeEventListener(type, onIntent, { capture: true });
    }
  };
}
