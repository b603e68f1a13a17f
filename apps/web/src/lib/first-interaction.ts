import { useSyncExternalStore } from "react";

// A person pointing, touching, scrolling or typing: focus alone is not one (a screen may focus a
// field itself), and keyboard users press a key before anything takes focus.
const SIGNS = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel"] as const;

let interacted = false;
const listeners = new Set<() => void>();

function interactionHappened() {
  if (interacted) return;
  interacted = true;
  for (const sign of SIGNS) window.removeEventListener(sign, interactionHappened, true);
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  for (const sign of SIGNS) {
    window.addEventListener(sign, interactionHappened, { capture: true, passive: true });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a person has used the page yet. Code only a person's action needs (a menu, a tooltip)
 * loads from then on, so a page's first load carries only what it shows.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}

/** Counts as an interaction (an action on a placeholder before any other sign). */
export const noteInteraction = interactionHappened;
