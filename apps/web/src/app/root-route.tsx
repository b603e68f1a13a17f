import { Outlet, ScrollRestoration } from "react-router";
import { NavigationProgress } from "@/components/navigation-progress";

export function RootRoute() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
