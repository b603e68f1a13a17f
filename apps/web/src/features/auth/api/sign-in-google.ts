import { authCall, loadAuthClient } from "@/lib/auth-call";
import { HOME_SIGNED_IN, LOGIN } from "@/lib/paths";

/**
 * Starts Google sign-in; better-auth then sends the browser to Google and back to
 * /api/auth/callback/google. On failure the browser returns to /login?error=… (login-notice.ts).
 */
export async function signInWithGoogle() {
  const authClient = await loadAuthClient();
  return authCall(
    authClient.signIn.social({
      provider: "google",
      callbackURL: HOME_SIGNED_IN,
      errorCallbackURL: LOGIN,
    }),
  );
}
