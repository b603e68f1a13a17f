import { DIAGNOSTICS, LOGIN, UNDER_CONSTRUCTION } from "./paths";

// Spec §4 "config watch", as pure decisions (config-watch-rules.test.ts); the <ConfigWatch>
// component applies them.

/** Pages that stay open while the site is under construction. */
const OPEN_DURING_MAINTENANCE: ReadonlySet<string> = new Set([UNDER_CONSTRUCTION, DIAGNOSTICS]);

/** `/login?admin`: the sign-in page stays open during maintenance for administrators. */
export const ADMIN_SIGN_IN_PARAM = "admin";

/**
 * Where the maintenance flag sends someone on `pathname`, or null to leave them there. An
 * administrator is never sent away (they must be able to switch the flag off again), and
 * `/login?admin` stays open so an administrator can sign in while the site is closed.
 */
export function maintenanceRedirect(
  underConstruction: boolean,
  pathname: string,
  viewer: { admin: boolean; search?: string } = { admin: false },
): string | null {
  if (underConstruction) {
    if (viewer.admin || OPEN_DURING_MAINTENANCE.has(pathname)) return null;
    const adminSignIn =
      pathname === LOGIN && new URLSearchParams(viewer.search ?? "").has(ADMIN_SIGN_IN_PARAM);
    return adminSignIn ? null : UNDER_CONSTRUCTION;
  }
  return pathname === UNDER_CONSTRUCTION ? LOGIN : null;
}

export type VersionAction = "remember" | "ask" | "nothing";

/**
 * What a config version means for this browser: the first one seen is remembered silently; a
 * different one is asked about, unless the person already said No to it on this page.
 */
export function versionAction(
  current: string,
  stored: string | null,
  declined: string | null,
): VersionAction {
  if (stored === null) return "remember";
  if (stored === current || declined === current) return "nothing";
  return "ask";
}
