import { lazy, Suspense, useSyncExternalStore } from "react";
import { TOAST_MS, toastRequests } from "@/lib/notify";

const Notifications = lazy(() =>
  import("@mantine/notifications").then((m) => ({ default: m.Notifications })),
);

/** Where toasts appear; mounted with the first toast (see lib/notify.tsx). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_MS} limit={4} zIndex={1000} />
    </Suspense>
  );
}
