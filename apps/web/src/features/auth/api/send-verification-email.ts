import { useMutation } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { LOGIN } from "@/lib/paths";

/** Where the e-mailed verification link lands after better-auth has verified the address. */
export const VERIFIED_CALLBACK = `${LOGIN}?verified=1`;

export async function sendVerificationEmail(email: string) {
  const authClient = await loadAuthClient();
  return authCall(authClient.sendVerificationEmail({ email, callbackURL: VERIFIED_CALLBACK }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
