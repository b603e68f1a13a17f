import { lazyComponent } from "@/components/lazy-component";

// The error and 404 screens are rarely seen, so their code loads only when one is shown.
export const LazyRouteError = lazyComponent(
  () => import("./route-error-screen"),
  "RouteErrorScreen",
);
export const LazyNotFound = lazyComponent(() => import("./not-found-screen"), "NotFoundScreen");
export const LazyRootError = lazyComponent(() => import("./root-error-screen"), "RootErrorScreen");
