import { errorMessage } from "./error-message";
import type { ToastAction, ToastKind } from "./toast";

export { TOAST_MS } from "./constants";
export type { ToastAction } from "./toast";

// The toast library is loaded with the first toast rather than with every screen: most visits
// never show one. <ToastHost> mounts the toast container once a toast has been requested.
let toastsRequested = false;
const listeners = new Set<() => void>();

export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  requested: () => toastsRequested,
};

function toast(kind: ToastKind, message: string, action?: ToastAction): void {
  if (!toastsRequested) {
    toastsRequested = true;
    for (const listener of listeners) listener();
  }
  import("./toast")
    .then((m) => m.showToast(kind, message, action))
    .catch((error: unknown) => {
      // Without the toast code there is no way to show it: at least leave a trace.
      console.error("toast not shown:", message, error);
    });
}

/** Errors a screen has shown where the person is looking (under a field, in the form). */
const shownInline = new WeakSet<object>();

/**
 * Says the screen has shown this error itself, so the shared handler does not repeat it in a
 * toast. Call it from the failing call's own error callback.
 */
export function markShownInline(error: unknown): void {
  if (typeof error === "object" && error !== null) shownInline.add(error);
}

/**
 * The shared handler for a failed mutation: the toast waits until the call's own callbacks have
 * run (TanStack Query calls them in the same task, after the cache's), and is left out when one of
 * them showed the error in place — each error is shown once.
 */
export function notifyErrorUnlessShown(error: unknown): void {
  window.setTimeout(() => {
    if (typeof error === "object" && error !== null && shownInline.has(error)) return;
    notifyError(error);
  }, 0);
}

/**
 * The shared error handler of spec §8: logs the error and shows its reason in a red toast.
 * Every failed server call in the app ends here (mutations reach it through the query client).
 */
export function notifyError(error: unknown): void {
  console.error(error);
  toast("error", errorMessage(error));
}

/** A red toast for a refusal the app decides itself (e.g. an admin-only route). */
export function notifyRefusal(message: string): void {
  toast("error", message);
}

/** A green toast; with `action`, it carries a button (e.g. Undo after a delete). */
export function notifySuccess(message: string, action?: ToastAction): void {
  toast("success", message, action);
}
