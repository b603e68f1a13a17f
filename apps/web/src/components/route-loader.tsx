import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { ROUTE_LOADER_HIDE_MS } from "@/lib/constants";
import { FullScreenLoader } from "./full-screen-loader";

/**
 * Spec §2: the signed-in layout's full-screen loader. It covers the page while a navigation to
 * another screen is under way, and hides 900 ms after each route change.
 */
export function RouteLoader() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [settledPath, setSettledPath] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettledPath(pathname), ROUTE_LOADER_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  const settling = settledPath !== pathname;
  const leaving = navigation.state !== "idle" && navigation.location.pathname !== pathname;
  return settling || leaving ? <FullScreenLoader overlay /> : null;
}
