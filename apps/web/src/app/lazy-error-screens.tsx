import { lazy, Suspense } from "react";

// The error and 404 screens are rarely seen, so their code loads only when one is shown.
const RouteErrorScreen = lazy(() =>
  import("./route-error-screen").then((m) => ({ default: m.RouteErrorScreen })),
);
const NotFoundScreen = lazy(() =>
  import("./not-found-screen").then((m) => ({ default: m.NotFoundScreen })),
);
const RootErrorScreen = lazy(() =>
  import("./root-error-screen").then((m) => ({ default: m.RootErrorScreen })),
);

export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorScreen />
    </Suspense>
  );
}

export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen />
    </Suspense>
  );
}

export function LazyRootError() {
  return (
    <Suspense fallback={null}>
      <RootErrorScreen />
    </Suspense>
  );
}
