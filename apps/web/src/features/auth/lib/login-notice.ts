import { messageOfCode } from "@/lib/error-message";
import { SEND_EMAIL_VERIFICATION } from "@/lib/paths";
import { signOutReasonOf } from "@/lib/sign-out-reason";

export interface LoginNotice {
  tone: "success" | "error";
  title: string;
  message?: string;
  /** A follow-up link, e.g. to request a fresh verification e-mail. */
  action?: { label: string; to: string };
}

/**
 * What /login says about how the browser arrived there:
 * - `?verified=1` — from the e-mailed verification link (better-auth appends `error=` on failure);
 * - `?reset=1` — after a password reset;
 * - `?error=…` alone — Google sign-in came back with an error;
 * - `?signed-out=…` — the session ended for a reason the person must know (account disabled).
 */
export function loginNotice(params: URLSearchParams): LoginNotice | null {
  const signedOut = signOutReasonOf(params);
  if (signedOut) {
    return {
      tone: "error",
      title: "You have been signed out",
      message: `${capitalise(messageOfCode(signedOut))}.`,
    };
  }
  const error = params.get("error");
  const verified = params.get("verified") === "1";
  if (error && verified) {
    return {
      tone: "error",
      title: "That verification link didn't work",
      message: `${capitalise(messageOfCode(error))}. Request a new link below.`,
      action: { label: "Send a new verification link", to: SEND_EMAIL_VERIFICATION },
    };
  }
  if (error) {
    return {
      tone: "error",
      title: "Google sign-in didn't complete",
      message: `${capitalise(messageOfCode(error))}. Try again, or sign in with your e-mail and password.`,
    };
  }
  if (verified) return { tone: "success", title: "E-mail verified — you can sign in now" };
  if (params.get("reset") === "1") {
    return { tone: "success", title: "Password changed — sign in with your new password" };
  }
  return null;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase("en-ZA") + text.slice(1);
}
