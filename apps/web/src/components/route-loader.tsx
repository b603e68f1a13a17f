import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { ROUTE_LOADER_DELAY_MS } from "@/lib/constants";
import { FullScreenLoader } from "./full-screen-loader";

/**
 * Spec §2: the signed-in layout's full-screen loader, for a navigation that keeps the person
 * waiting. A screen that arrives within ROUTE_LOADER_DELAY_MS (its code and data preloaded on
 * intent, see route-preload.ts) shows no cover at all, only the thin progress bar; a slow one is
 * covered from then on, and the cover goes as soon as the new screen has settled — well within
 * the spec's 900 ms (ROUTE_LOADER_HIDE_MS).
 */
export function RouteLoader() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location.pathname !== pathname;
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!leaving) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), ROUTE_LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  return leaving && slow ? <FullScreenLoader overlay /> : null;
}
