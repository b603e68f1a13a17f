import type { Claims } from "@adviser-desk/contracts";
import type { SessionUser } from "../../auth/session-guard";

/**
 * The claims of spec §3, computed on the server (never trusted from the browser).
 * Subscriptions arrive with the workspace issue; until then nobody has one.
 */
export function claimsFor(user: SessionUser): Claims {
  return {
    admin: user.role === "admin",
    hasSubscription: false,
    atNextPayment: null,
    atStartSubscription: null,
    centAmount: 0,
  };
}
