// Spec §9 constants the screens show or time by, in one place.

/** A toast hides by itself after 3.4 seconds (and has a Close button). */
export const TOAST_MS = 3400;

/** The full-screen loader's messages, each shown for 2 seconds in turn. */
export const LOADER_MESSAGES = ["Loading...", "Almost there...", "Processing..."] as const;
export const LOADER_ROTATE_MS = 2000;

/**
 * Spec §2 and §9: the route loader "hides 900 ms after each route change", read as an upper bound:
 * it appears only when a screen takes longer than ROUTE_LOADER_DELAY_MS to arrive (a fast screen
 * shows no cover at all) and is gone at most ROUTE_LOADER_HIDE_MS after the screen has settled.
 */
export const ROUTE_LOADER_DELAY_MS = 300;
export const ROUTE_LOADER_HIDE_MS = 900;

/** Money is shown in rand, South African style: R 1 234,56. */
export const CURRENCY_LOCALE = "en-ZA";
export const CURRENCY = "ZAR";

/** Fallbacks when a subscription date is missing. */
export const NO_PAYMENT_DATE = "No payment date";
export const NO_START_DATE = "No start date";
