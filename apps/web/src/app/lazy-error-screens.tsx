import { lazyComponent } from "@/components/lazy-component";
import { routeErrorElement } from "./route-error-boundary";

// The error and 404 screens are rarely seen, so their code loads only when one is shown. The
// error elements answer a screen whose code failed to download without downloading anything.
export const LazyRouteError = routeErrorElement(
  lazyComponent(() => import("./route-error-screen"), "RouteErrorScreen"),
);
export const LazyNotFound = lazyComponent(() => import("./not-found-screen"), "NotFoundScreen");
export const LazyRootError = routeErrorElement(
  lazyComponent(() => import("./root-error-screen"), "RootErrorScreen"),
  { fullPage: true },
);
