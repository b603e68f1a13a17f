import { Outlet, ScrollRestoration } from "react-router";
import { ConfigWatch } from "@/components/config-watch";
import { NavigationProgress } from "@/components/navigation-progress";

export function RootRoute() {
  return (
    <>
      <NavigationProgress />
      <ConfigWatch />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
