import type { SignInInput } from "@adviser-desk/contracts";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { HOME_SIGNED_IN } from "@/lib/paths";
import { safeNextPath } from "@/lib/route-access";

export async function signInWithEmail(input: SignInInput) {
  const authClient = await loadAuthClient();
  return authCall(authClient.signIn.email({ email: input.email, password: input.password }));
}

/**
 * Signed in: into the app, at the screen that asked for the sign-in (a bookmark), else the
 * clients. A full page load — the sign-in page is its own small bundle, not part of the app —
 * that replaces /login in the history, so Back does not return to the form.
 */
export function enterAppAfterSignIn() {
  window.location.replace(safeNextPath(window.location.search) ?? HOME_SIGNED_IN);
}
