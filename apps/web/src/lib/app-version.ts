// Spec §4 "config watch": the app remembers which version it last ran, and on a new one offers
// to start afresh.

const VERSION_KEY = "adviser-desk.app-version";

export function storedVersion(): string | null {
  try {
    return window.localStorage.getItem(VERSION_KEY);
  } catch {
    return null; // storage blocked (private mode settings): nothing remembered, nothing asked
  }
}

export function storeVersion(version: string): void {
  try {
    window.localStorage.setItem(VERSION_KEY, version);
  } catch {
    // See storedVersion.
  }
}

/**
 * "On yes, clear local storage and caches, store the new version and reload." The service worker
 * is unregistered too: it would otherwise answer the reload from the shell it had cached, and the
 * page comes back with a fresh one that caches the new build.
 */
export async function startNewVersion(version: string): Promise<void> {
  try {
    window.localStorage.clear();
    if ("caches" in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
    if ("serviceWorker" in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } finally {
    storeVersion(version);
    window.location.reload();
  }
}
