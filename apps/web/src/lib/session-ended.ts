import { useSyncExternalStore } from "react";
import { rememberSignOutCode } from "./sign-out-reason";

/**
 * Why the page's session was ended from elsewhere (an administrator disabled or deleted the
 * user), as the config stream said it, or null while it lasts. Once set, the page stays as it is
 * with what was typed, and a notice says what happened; the person leaves when they choose.
 */
let endedCode: string | null = null;
const listeners = new Set<() => void>();

export function endSessionLive(code: string): void {
  if (endedCode !== null) return;
  endedCode = code;
  rememberSignOutCode(code);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The code the session was ended with, or null. */
export function useSessionEnded(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => endedCode,
    () => null,
  );
}
