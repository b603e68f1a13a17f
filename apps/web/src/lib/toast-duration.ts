/** Spec §9: a toast hides by itself after 3.4 seconds and has a Close button. */
export const TOAST_MS = 3400;
