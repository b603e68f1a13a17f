import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { lazyDialog } from "@/components/lazy-dialog";

const LeaveDialog = lazyDialog(() => import("./leave-dialog").then((m) => m.LeaveDialog));

/**
 * Warns before unsaved changes are lost: leaving for another route inside the app (a dialog)
 * and closing or reloading the tab (the browser's own prompt). A change of the search only
 * (e.g. ?compare=…) is not leaving. Returns the dialog to render and `allowLeaving`, for a
 * navigation that must not ask (after Delete).
 */
export function useUnsavedChangesGuard(dirty: boolean, onSave: () => Promise<boolean>) {
  const bypass = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    bypass.current = true;
  }, []);

  const dialog = (
    <LeaveDialog
      opened={blocker.state === "blocked"}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
      onSaveAndLeave={() => {
        void onSave().then((saved) => {
          if (saved) blocker.proceed?.();
          else blocker.reset?.();
        });
      }}
    />
  );
  return { dialog, allowLeaving };
}
